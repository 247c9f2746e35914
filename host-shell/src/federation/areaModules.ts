import { getInstance, loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { type AreaId, areas } from 'shared-contracts/contract';

import { checkRemoteContract, contractCheckPlugin, ContractMismatchError, contractMismatchOf, forgetContractCheck } from './contractCheck';
import { refreshReleases, remoteEntry } from './remoteEntries';
import { remoteFailurePlugin } from './remoteFailures';
import { recordRemoteLoad } from './remoteLoads';
import { withRetry } from './retry';
import { forgetSharesOf, shareProvidersPlugin } from './shareProviders';

export class AreaNotConfiguredError extends Error {
  override name = 'AreaNotConfiguredError';
  constructor(readonly area: AreaId) {
    super(`No URL for the ${areas[area].title} area in config.json`);
  }
}

/** Registers the remotes named in config.json, each at its current entry (remoteEntries.ts). Nothing is fetched until an area is opened. */
export function configureRemotes(remotes: readonly string[]): void {
  registerPlugins([remoteFailurePlugin(), contractCheckPlugin()]);
  // Global: each remote's own federation instance registers what it shares.
  registerGlobalPlugins([shareProvidersPlugin()]);
  registerRemotes(remotes.map((name) => ({ name, entry: remoteEntry(name)! })));
}

/**
 * Registers a remote afresh at its current entry, so the runtime really fetches it again, and takes out
 * of the share scope what its last load shared and nothing loaded (those files may be gone with it).
 */
function forgetRemote(remote: string): void {
  forgetSharesOf(remote, getInstance()?.shareScopeMap ?? {});
  registerRemotes([{ name: remote, entry: remoteEntry(remote)! }], { force: true });
}

type AreaModule<P> = { default: ComponentType<P> };

/** Why a load failed, in words: a mismatch by its versions (the runtime prefixes the message of an error it passes on). */
function failureText(failure: unknown): string {
  if (failure instanceof ContractMismatchError)
    return `needs ${failure.contractName} ${failure.requires}; this portal provides ${failure.provided}`;
  return failure instanceof Error ? failure.message : String(failure);
}

/**
 * Loads an area's module (by default the one that renders its routes; a widget names its own), retrying network failures
 * twice; before each new try the remote is registered afresh at its current entry, asking releases.json
 * again (a release may have replaced the one this tab knew). `fresh`: the same from the first try, for a
 * remote that ran before (Retry, or a chunk of it that vanished with a deploy). A remote built against a
 * contract this page does not satisfy fails at once with a ContractMismatchError naming both versions.
 */
export async function loadAreaModule<P extends object = object>(
  area: AreaId,
  { fresh = false, module = areas[area].module } = {},
): Promise<AreaModule<P>> {
  const { remote } = areas[area];
  if (remoteEntry(remote) === undefined) throw new AreaNotConfiguredError(area);
  const renew = async () => {
    await refreshReleases();
    forgetRemote(remote);
  };
  if (fresh) {
    await renew();
    forgetContractCheck(remote);
  }
  const request = `${remote}/${module.replace(/^\.\//, '')}`;
  const started = performance.now();
  const attempt = async () => {
    const entry = remoteEntry(remote)!;
    recordRemoteLoad(remote, { entry, state: 'loading' });
    checkRemoteContract(remote, entry).catch(() => {});
    const loaded = await loadRemote<AreaModule<P>>(request);
    if (!loaded || typeof loaded.default !== 'function') throw new Error(`${request} has no default component export`);
    recordRemoteLoad(remote, { entry, state: 'loaded', ms: performance.now() - started });
    return loaded;
  };
  try {
    return await withRetry(
      attempt,
      { attempts: 3, delayMs: (attempt) => 300 * attempt, shouldRetry: () => !contractMismatchOf(remote) },
      renew,
    );
  } catch (error) {
    const failure = contractMismatchOf(remote) ?? error;
    recordRemoteLoad(remote, { entry: remoteEntry(remote)!, state: 'failed', error: failureText(failure) });
    throw failure;
  }
}

/** Starts fetching an area early (on sidebar hover or focus); errors surface when it is opened. */
export function prefetchArea(area: AreaId): void {
  if (remoteEntry(areas[area].remote) !== undefined) loadAreaModule(area).catch(() => {});
}
