import type { PortalConfig } from '../config/portalConfig';

/**
 * A preview: one remote loaded from another URL for this browser only, until it expires or is
 * stopped. Kept in a session cookie (gone when the browser closes), so every tab of this browser
 * shows it and no other browser does; a preview only ever loads from an origin on the deployed
 * config.json's allow-list, checked when it starts and again on every page load.
 */
export interface Preview {
  /** Federation name, as config.json names it. */
  remote: string;
  /** URL of the previewed remoteEntry.js. */
  entry: string;
  /** When it ends by itself (ms since the epoch). */
  expiresAt: number;
}

const PREVIEW_COOKIE = 'zorvex-preview';
/** How long a preview lasts unless stopped. */
export const PREVIEW_MINUTES = 60;

/** Why `entry` may not be previewed for `remote` on this portal, or null when it may. */
export function previewRefusal(remote: string, entry: string, config: Pick<PortalConfig, 'remotes' | 'previewOrigins'>): string | null {
  if (!(remote in config.remotes)) return `${remote} is not a remote of this portal.`;
  let url: URL | null = null;
  try {
    url = new URL(entry);
  } catch {
    // Refused below.
  }
  if (!url || !/^https?:$/.test(url.protocol)) return `${entry} is not a web address.`;
  if (!config.previewOrigins.includes(url.origin))
    return `${url.origin} is not on this portal's preview allow-list, so nothing is loaded from it.`;
  return null;
}

/** The preview `cookie` holds, if it has not expired; null for none or a malformed one. */
function previewIn(cookie: string, now: number): Preview | null {
  const value = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
    ?.slice(PREVIEW_COOKIE.length + 1);
  if (!value) return null;
  try {
    const { remote, entry, expiresAt } = JSON.parse(decodeURIComponent(value));
    if (typeof remote !== 'string' || typeof entry !== 'string' || typeof expiresAt !== 'number' || expiresAt <= now) return null;
    return { remote, entry, expiresAt };
  } catch {
    return null;
  }
}

/**
 * The preview this browser runs, if any: only for a signed-in admin, only until it expires, and only
 * from an origin the deployed allow-list (still) holds.
 */
export function activePreview(
  config: Pick<PortalConfig, 'remotes' | 'previewOrigins'>,
  { signedIn, cookie = document.cookie, now = Date.now() }: { signedIn: boolean; cookie?: string; now?: number },
): Preview | null {
  const preview = signedIn ? previewIn(cookie, now) : null;
  return preview && previewRefusal(preview.remote, preview.entry, config) === null ? preview : null;
}

/** Starts previewing `entry` for `remote` in this browser; throws with the reason if it may not. */
export function startPreview(
  remote: string,
  entry: string,
  config: Pick<PortalConfig, 'remotes' | 'previewOrigins'>,
  now = Date.now(),
): Preview {
  const refusal = previewRefusal(remote, entry, config);
  if (refusal) throw new Error(refusal);
  const preview = { remote, entry, expiresAt: now + PREVIEW_MINUTES * 60_000 };
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PREVIEW_COOKIE}=${encodeURIComponent(JSON.stringify(preview))}; Path=/; SameSite=Strict${secure}`;
  return preview;
}

export function stopPreview(): void {
  document.cookie = `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
}
