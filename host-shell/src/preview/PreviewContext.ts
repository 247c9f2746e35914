import { createContext, useContext } from 'react';
import { areas } from 'shared-contracts/contract';

import type { Preview } from './preview';

/** The preview this page started with (bootstrap.tsx), or null. */
export const PreviewContext = createContext<Preview | null>(null);

export const usePreview = () => useContext(PreviewContext);

/** "Jobs (mfe_jobs)": the area a remote draws, and its federation name. */
export function remoteLabel(remote: string): string {
  const area = Object.values(areas).find((candidate) => candidate.remote === remote);
  return area ? `${area.title} (${remote})` : remote;
}
