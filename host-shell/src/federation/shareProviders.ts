import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A version of a library in the share scope, as the federation runtime keeps it. */
interface SharedVersion {
  version: string;
  loaded?: boolean;
}
type ShareScopeMap = Record<string, Record<string, Record<string, unknown>>>;

/** What each container (by name) put in the share scope, as it registered it. */
const registeredBy = new Map<string, Array<{ scope: string; pkgName: string; shared: SharedVersion }>>();
const providers = new WeakMap<object, string>();

/**
 * Notes which container registers each library version it shares (remotes share the icons they use
 * by prefix, with their own copy). The runtime's `from` names the last container that loaded it, not
 * the one whose code it is.
 */
export function shareProvidersPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'zorvex-share-providers',
    afterRegisterShare({ scope, pkgName, shared, registeredShared, origin }) {
      if (registeredShared !== shared) return;
      providers.set(shared, origin.name);
      // Pushed, not copied: the host registers some 350 libraries at start-up, each through this hook.
      const registered = registeredBy.get(origin.name) ?? [];
      registered.push({ scope, pkgName, shared });
      registeredBy.set(origin.name, registered);
    },
  };
}

/** The container whose copy `shared` is: the one noted as it registered, else the host, which registers before any remote. */
export const providerOfShared = (shared: object, host: string) => providers.get(shared) ?? host;

/**
 * Takes out of the share scope what an earlier load of `remote` put there and nothing has loaded yet:
 * a release whose files are gone would answer for it, and the next load of the remote registers its own.
 */
export function forgetSharesOf(remote: string, shareScopeMap: ShareScopeMap): void {
  for (const { scope, pkgName, shared } of registeredBy.get(remote) ?? []) {
    const versions = shareScopeMap[scope]?.[pkgName];
    if (versions?.[shared.version] === shared && !shared.loaded) delete versions[shared.version];
  }
  registeredBy.delete(remote);
}
