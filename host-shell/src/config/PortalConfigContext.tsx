import { createContext, useContext } from 'react';

import type { PortalConfig } from './portalConfig';

export const PortalConfigContext = createContext<PortalConfig | null>(null);

export function usePortalConfig(): PortalConfig {
  const config = useContext(PortalConfigContext);
  if (!config) throw new Error('usePortalConfig needs a PortalConfigContext provider');
  return config;
}
