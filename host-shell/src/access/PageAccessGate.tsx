import type { ReactNode } from 'react';
import { useMayOpen, useSession } from 'shared-contracts/data';
import { useLocation } from 'shared-contracts/ui';

import { AreaLoading } from '../areas/AreaLoading';
import { ForbiddenPage } from './ForbiddenPage';

/**
 * Draws an admin page once the signed-in role is known, and only if the role may open it; else the 403 page, so a
 * typed or old URL never opens a screen whose every read the provider would refuse.
 */
export function PageAccessGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const mayOpen = useMayOpen();
  const { pathname } = useLocation();
  if (session === undefined) return <AreaLoading title="Admin Portal" />;
  if (session !== null && !mayOpen(pathname)) return <ForbiddenPage session={session} />;
  return children;
}
