import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { areas, type AreaId } from 'shared-contracts';
import { clearFailureOf, remoteFailurePlugin } from './remoteFailures';
import { withRetry } from './retry';

export class AreaNotConfiguredError extends Error {
  override name = 'AreaNotConfiguredError';
  constructor(readonly area: AreaId) {
    super(`No URL for the ${areas[area].title} area in config.json`);
  }
}

let configuredRemotes: Record<string, string> = {};

/** Registers the remotes named in config.json. Nothing is fetched until an area is opened. */
export function configureRemotes(remotes: Record<string, string>): void {
  configuredRemotes = remotes;
  registerPlugins([remoteFailurePlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export function isAreaConfigured(area: AreaId): boolean {
  return areas[area].remote in configuredRemotes;
}

function forgetRemote(area: AreaId): void {
  const name = areas[area].remote;
  clearFailureOf(name);
  registerRemotes([{ name, entry: configuredRemotes[name] }], { force: true });
}

type AreaModule = { default: ComponentType };

/**
 * Loads one exposed module of an area's remote, retrying network failures
 * twice; a failed remote is registered afresh before each new try so the
 * runtime really fetches it again.
 */
export async function loadAreaModule(area: AreaId, module: string, { fresh = false } = {}): Promise<AreaModule> {
  if (!isAreaConfigured(area)) throw new AreaNotConfiguredError(area);
  if (fresh) forgetRemote(area);
  const request = `${areas[area].remote}/${module.replace(/^\.\//, '')}`;
  return withRetry(
    async () => {
      const loaded = await loadRemote<AreaModule>(request);
      if (!loaded || typeof loaded.default !== 'function') {
        throw new Error(`${request} has no default component export`);
      }
      return loaded;
    },
    { attempts: 3, delayMs: (attempt) => 300 * attempt },
    () => forgetRemote(area),
  );
}

/** Starts fetching an area's module early (on sidebar hover or focus); errors surface when it is opened. */
export function prefetchAreaModule(area: AreaId, module: string): void {
  if (isAreaConfigured(area)) {
    loadRemote(`${areas[area].remote}/${module.replace(/^\.\//, '')}`).catch(() => {});
  }
}
