/** What the host reads from config.json at start-up. */
export interface PortalConfig {
  /** Federation name of a remote → URL of its remoteEntry.js (its releases are published below that folder). */
  remotes: Record<string, string>;
  /**
   * Where the admin screens' data comes from: the sample data in the browser (the default), or the API at `url`
   * (`{hostname}` filled as in remote URLs), which also signs the admin in.
   */
  provider: { kind: 'sample' } | { kind: 'http'; url: string };
  /** The browser-side sign-in of the sample data (the specification's); the API holds its own account. */
  login?: { email: string; passwordSha256: string };
  /** The origins a signed-in admin may preview a remote from (host-shell/src/preview/); none when not given. */
  previewOrigins: string[];
}

class ConfigError extends Error {
  override name = 'ConfigError';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A remote's URL as config.json gives it, with `{hostname}` filled with the page's host name, so one
 * config serves localhost and a LAN address alike.
 */
function fillHostname(url: string, hostname: string): string {
  return url.replaceAll('{hostname}', hostname);
}

function parseProvider(provider: unknown, hostname: string): PortalConfig['provider'] {
  if (provider === 'sample' || (isRecord(provider) && provider.kind === 'sample')) return { kind: 'sample' };
  if (isRecord(provider) && provider.kind === 'http' && typeof provider.url === 'string' && provider.url.trim() !== '') {
    return { kind: 'http', url: fillHostname(provider.url.trim(), hostname) };
  }
  throw new ConfigError('config.json: "provider" must be "sample" or { "kind": "http", "url": "<the API\'s URL>" }');
}

/** "https://preview.example.com" for an origin config.json lists (no path), or a ConfigError. */
function originOf(value: unknown, hostname: string): string {
  const text = typeof value === 'string' ? fillHostname(value, hostname) : '';
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // Not a URL: refused below.
  }
  if (!url || !/^https?:$/.test(url.protocol) || text.replace(/\/$/, '') !== url.origin) {
    throw new ConfigError(`config.json: preview origin ${JSON.stringify(value)} is not an origin such as "https://preview.example.com"`);
  }
  return url.origin;
}

/** Checks config.json's shape and fills `{hostname}` in remote and API URLs and preview origins (see fillHostname). */
export function parsePortalConfig(raw: unknown, hostname: string): PortalConfig {
  if (!isRecord(raw)) throw new ConfigError('config.json must hold an object');
  const { remotes = {}, login, provider: rawProvider = 'sample', previewOrigins = [] } = raw;
  const provider = parseProvider(rawProvider, hostname);
  if (!isRecord(remotes)) throw new ConfigError('config.json: "remotes" must map remote names to URLs');
  const hasLogin = isRecord(login) && typeof login.email === 'string' && typeof login.passwordSha256 === 'string';
  if (provider.kind === 'sample' && !hasLogin) throw new ConfigError('config.json: "login" needs "email" and "passwordSha256"');
  const resolved: Record<string, string> = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (typeof url !== 'string' || url.trim() === '') throw new ConfigError(`config.json: remote "${name}" needs a URL`);
    resolved[name] = fillHostname(url, hostname);
  }
  if (!Array.isArray(previewOrigins)) throw new ConfigError('config.json: "previewOrigins" must list origins');
  return {
    remotes: resolved,
    provider,
    ...(hasLogin ? { login: { email: login.email as string, passwordSha256: (login.passwordSha256 as string).toLowerCase() } } : {}),
    previewOrigins: previewOrigins.map((origin) => originOf(origin, hostname)),
  };
}

declare global {
  interface Window {
    /** The config.json request the host's index.html starts before any bundle has run (tooling/webpack/indexHtml.cjs). */
    __zorvexConfig?: Promise<Response | null>;
  }
}

/** The request index.html started, taken once: a retry asks the server again. */
function takeEarlyRequest(): Promise<Response | null> {
  const early = window.__zorvexConfig ?? Promise.resolve(null);
  delete window.__zorvexConfig;
  return early;
}

/**
 * Reads config.json: the answer to the request index.html started early if there is one, else a new request.
 *
 * @example const config = await fetchPortalConfig();
 */
export async function fetchPortalConfig(): Promise<PortalConfig> {
  const response = (await takeEarlyRequest()) ?? (await fetch('/config.json', { cache: 'no-store' }));
  if (!response.ok) throw new ConfigError(`config.json could not be read (HTTP ${response.status})`);
  return parsePortalConfig(await response.json(), window.location.hostname);
}
