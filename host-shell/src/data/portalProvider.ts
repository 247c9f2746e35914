import { type DataProvider, isDataError } from 'shared-contracts/contract';
import { createHttpProvider, getSampleProvider } from 'shared-contracts/data';

import type { PortalConfig } from '../config/portalConfig';

/** A provider that reports a 401 (the session ended on the server) before passing the refusal on. */
function reportingExpiry(provider: DataProvider, expired: () => void): DataProvider {
  const watched = {} as DataProvider;
  for (const [name, method] of Object.entries(provider) as [keyof DataProvider, (...args: unknown[]) => unknown][]) {
    (watched as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const result = method.apply(provider, args);
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            if (isDataError(error, 'unauthorized')) expired();
            throw error;
          })
        : result;
    };
  }
  return watched;
}

/**
 * The data provider config.json names for the admin screens; `expired` is told when the API says the session is over.
 *
 * @example portalProvider({ kind: 'sample' }, auth.expired) // the in-browser sample data, one per page
 * @example portalProvider({ kind: 'http', url: '/api' }, auth.expired) // the API
 */
export function portalProvider(provider: PortalConfig['provider'], expired: () => void): DataProvider {
  switch (provider.kind) {
    case 'sample':
      return getSampleProvider();
    case 'http':
      return reportingExpiry(createHttpProvider({ url: provider.url }), expired);
  }
}
