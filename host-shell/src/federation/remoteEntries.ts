import type { Preview } from '../preview/preview';
import { fetchCurrentReleases, releaseEntryUrl } from './releaseRegistry';

/** What decides where each remote loads from. */
export interface RemoteEntrySources {
  /** config.json's URL of each remote, `{hostname}` filled. */
  configured: Record<string, string>;
  /** releases.json's current release of each remote that has one. */
  releases: Record<string, string>;
  /** This browser's preview, if one is on (already checked against the allow-list). */
  preview: Preview | null;
}

/** Where `remote` loads from: its preview, else its current release, else its configured URL; undefined if config.json lacks it. */
export function remoteEntryOf(remote: string, { configured, releases, preview }: RemoteEntrySources): string | undefined {
  const configuredUrl = configured[remote];
  if (configuredUrl === undefined) return undefined;
  if (preview?.remote === remote) return preview.entry;
  return releases[remote] ? releaseEntryUrl(configuredUrl, releases[remote]) : configuredUrl;
}

let sources: RemoteEntrySources = { configured: {}, releases: {}, preview: null };
let registryProblem: string | undefined;

/** Set once at start-up from config.json, releases.json and this browser's preview. */
export function setRemoteEntrySources(next: RemoteEntrySources, problem?: string): void {
  sources = next;
  registryProblem = problem;
}

export const remoteEntry = (remote: string) => remoteEntryOf(remote, sources);

/** The sources as they stand, and why releases.json could not be used, if it could not (for the module-health panel). */
export const remoteEntrySources = () => ({ ...sources, registryProblem });

/**
 * Asks releases.json again which release each remote serves, for a tab that outlived a deploy. If
 * it cannot be read, the releases known so far stay.
 */
export async function refreshReleases(): Promise<void> {
  try {
    const { releases, problem } = await fetchCurrentReleases();
    sources = { ...sources, releases };
    registryProblem = problem;
  } catch (error) {
    registryProblem = error instanceof Error ? error.message : String(error);
  }
}
