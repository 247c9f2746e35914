import type { DataProvider } from 'shared-contracts/contract';
import { getSampleProvider } from 'shared-contracts/data';
import type { PortalConfig } from '../config/portalConfig';

/**
 * The data provider config.json names for the admin screens.
 *
 * @example portalProvider({ kind: 'sample' }) // the in-browser sample data, one per page
 */
export function portalProvider(provider: PortalConfig['provider']): DataProvider {
  switch (provider.kind) {
    case 'sample':
      return getSampleProvider();
  }
}
