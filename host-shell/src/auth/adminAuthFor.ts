import type { PortalConfig } from '../config/portalConfig';
import type { AdminAuth } from './adminAuth';
import { apiAuth } from './apiAuth';
import { browserAuth } from './browserAuth';

/** The sign-in the configured provider uses: the API's own with the API, the browser's with the sample data. */
export function adminAuthFor(config: PortalConfig): AdminAuth {
  if (config.provider.kind === 'http') return apiAuth(config.provider.url);
  return browserAuth(config.login!);
}
