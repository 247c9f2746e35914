import REGISTRY_FORMAT from 'tooling/release/registryFormat.json';

/** The release each remote serves, from the deployment's releases.json (written by `pnpm release` and `pnpm rollback`). */
export interface CurrentReleases {
  /** Federation name → release id. */
  releases: Record<string, string>;
  /** Why the registry could not be used, if it could not: every remote then loads from its configured URL. */
  problem?: string;
}

const RELEASE_ID = new RegExp(REGISTRY_FORMAT.releaseId);
const REGISTRY_PATH = `/${REGISTRY_FORMAT.file}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each remote's current release; a remote whose entry is not a release id is left out (and named in `problem`). */
export function currentReleasesOf(raw: unknown): CurrentReleases {
  if (!isRecord(raw) || !isRecord(raw.remotes)) return { releases: {}, problem: `${REGISTRY_FORMAT.file} is not a registry: no "remotes"` };
  const releases: Record<string, string> = {};
  const unreadable: string[] = [];
  for (const [remote, entry] of Object.entries(raw.remotes)) {
    const current = isRecord(entry) ? entry.current : undefined;
    if (typeof current === 'string' && RELEASE_ID.test(current)) releases[remote] = current;
    else unreadable.push(remote);
  }
  return unreadable.length > 0
    ? { releases, problem: `${REGISTRY_FORMAT.file} names no usable current release for ${unreadable.join(', ')}` }
    : { releases };
}

/**
 * A remote's release entry: below the folder of its configured URL, e.g.
 * http://jobs.example.com/remoteEntry.js → http://jobs.example.com/releases/<id>/remoteEntry.js.
 */
export function releaseEntryUrl(configuredUrl: string, release: string): string {
  return new URL(`${REGISTRY_FORMAT.folder}/${release}/remoteEntry.js`, configuredUrl).href;
}

declare global {
  interface Window {
    /** The releases.json request the host's page starts before any bundle has run (tooling/webpack/indexHtml.cjs). */
    __zorvexReleases?: Promise<Response | null>;
  }
}

/**
 * Reads releases.json: the answer to the page's early request the first time, a new request after
 * (a tab that outlived a deploy asks again). No registry (404) means no releases yet; a registry that
 * cannot be read at all throws, so a caller that knew the releases before keeps them.
 */
export async function fetchCurrentReleases(): Promise<CurrentReleases> {
  const early = window.__zorvexReleases;
  delete window.__zorvexReleases;
  const response = (await early) ?? (await fetch(REGISTRY_PATH, { cache: 'no-store' }));
  if (response.status === 404) return { releases: {} };
  if (!response.ok) throw new Error(`${REGISTRY_FORMAT.file} could not be read (HTTP ${response.status})`);
  return currentReleasesOf(await response.json().catch(() => null));
}
