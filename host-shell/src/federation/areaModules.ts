import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { areas, type AreaId } from 'shared-contracts/contract';
import { checkRemoteContract, contractCheckPlugin, contractMismatchOf, forgetContractCheck } from './contractCheck';
import { remoteFailurePlugin } from './remoteFailures';
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
  registerPlugins([remoteFailurePlugin(), contractCheckPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

function forgetRemote(area: AreaId): void {
  const name = areas[area].remote;
  registerRemotes([{ name, entry: configuredRemotes[name] }], { force: true });
}

type AreaModule<P> = { default: ComponentType<P> };

/**
 * Loads an area's module (by default the one that renders its routes; a widget names its own), retrying network failures
 * twice; a failed remote is registered afresh before each new try so the runtime really fetches it
 * again. A remote built against a contract this page does not satisfy fails at once with a
 * ContractMismatchError naming both versions.
 */
export async function loadAreaModule<P extends object = object>(
  area: AreaId,
  { fresh = false, module = areas[area].module } = {},
): Promise<AreaModule<P>> {
  const { remote } = areas[area];
  if (!(remote in configuredRemotes)) throw new AreaNotConfiguredError(area);
  if (fresh) {
    forgetRemote(area);
    forgetContractCheck(remote);
  }
  const contract = checkRemoteContract(remote, configuredRemotes[remote]);
  contract.catch(() => {});
  const request = `${remote}/${module.replace(/^\.\//, '')}`;
  try {
    return await withRetry(
      async () => {
        const loaded = await loadRemote<AreaModule<P>>(request);
        if (!loaded || typeof loaded.default !== 'function') throw new Error(`${request} has no default component export`);
        return loaded;
      },
      { attempts: 3, delayMs: (attempt) => 300 * attempt, shouldRetry: () => !contractMismatchOf(remote) },
      () => forgetRemote(area),
    );
  } catch (error) {
    throw contractMismatchOf(remote) ?? error;
  }
}

/** Starts fetching an area early (on sidebar hover or focus); errors surface when it is opened. */
export function prefetchArea(area: AreaId): void {
  if (areas[area].remote in configuredRemotes) loadAreaModule(area).catch(() => {});
}
