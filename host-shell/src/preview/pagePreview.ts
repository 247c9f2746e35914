import { apiSessionOpen } from '../auth/apiAuth';
import { isAuthenticated } from '../auth/authFlag';
import type { PortalConfig } from '../config/portalConfig';
import { activePreview, type Preview } from './preview';

/**
 * The preview this page runs (see activePreview), with "signed in" decided as the configured provider decides it:
 * the browser's flag with the sample data; the API's session with the API, asked only when this browser keeps a
 * preview, so a page without one starts as soon as before.
 */
export async function pagePreview(
  config: Pick<PortalConfig, 'remotes' | 'previewOrigins' | 'provider'>,
  { cookie = document.cookie, sessionOpen = apiSessionOpen }: { cookie?: string; sessionOpen?: (url: string) => Promise<boolean> } = {},
): Promise<Preview | null> {
  if (config.provider.kind === 'sample') return activePreview(config, { signedIn: isAuthenticated(), cookie });
  const kept = activePreview(config, { signedIn: true, cookie });
  return kept && (await sessionOpen(config.provider.url)) ? kept : null;
}
