import { type ContractMismatchError, type ProvidedContract, type RemoteContract, unmetRequirement } from '../federation/contractCheck';
import type { RemoteEntrySources } from '../federation/remoteEntries';
import type { RemoteLoad } from '../federation/remoteLoads';

/** One remote as the module-health panel shows it. */
export interface RemoteHealth {
  remote: string;
  /** Where it loads from in this tab. */
  entry: string;
  origin: string;
  /** The release the registry names, 'preview' for this browser's preview, or null when it loads from its configured URL. */
  release: string | 'preview' | null;
  /** Its declaration, null when it has none, undefined while it is being read or when it could not be. */
  contract: RemoteContract | null | undefined;
  /** The first requirement of its declaration the portal does not meet; undefined when it meets them all or is not read yet. */
  mismatch: ContractMismatchError | undefined;
  load: RemoteLoad | undefined;
}

export function remoteHealthOf(
  remote: string,
  entry: string,
  {
    sources,
    contract,
    load,
    portalContract,
  }: {
    sources: RemoteEntrySources;
    contract: RemoteContract | null | undefined;
    load: RemoteLoad | undefined;
    portalContract: ProvidedContract;
  },
): RemoteHealth {
  const release = sources.preview?.remote === remote ? 'preview' : (sources.releases[remote] ?? null);
  const mismatch = contract === undefined ? undefined : unmetRequirement(remote, contract, portalContract);
  return { remote, entry, origin: new URL(entry).origin, release, contract, mismatch, load };
}

/** The federation runtime's share scope: share key → version → the shared copy. */
export type ShareScope = Record<string, Record<string, { loaded?: boolean; useIn?: string[]; [field: string]: unknown }>>;

/** One library in the share scope, its entry points taken together. */
export interface SharedLibrary {
  name: string;
  /** Each version registered, with the containers that provided it. */
  versions: { version: string; providedBy: string[] }[];
  /** Entry points shared, and how many of them this tab has loaded. */
  entryPoints: number;
  loaded: number;
  /** The containers that use it in this tab. */
  usedBy: string[];
  /**
   * One of its entry points registered in more than one version: two copies could run in one page. (Entry points from
   * different containers, as remotes share the icons they use, are not; nor entry points at versions of their own, as
   * shared-contracts' entries are.)
   */
  duplicate: boolean;
}

/** "@mui/material" for "@mui/material/Button", "react-dom" for "react-dom/client". */
const libraryOf = (shareKey: string) =>
  shareKey
    .split('/')
    .slice(0, shareKey.startsWith('@') ? 2 : 1)
    .join('/');

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** The share scope by library, sorted by name; `providerOf` names the container whose copy each version is. */
export function sharedLibrariesOf(scope: ShareScope, providerOf: (shared: object) => string): SharedLibrary[] {
  const byLibrary = new Map<
    string,
    { versions: Map<string, Set<string>>; entryPoints: Set<string>; loaded: Set<string>; usedBy: Set<string>; duplicate: boolean }
  >();
  for (const [shareKey, versions] of Object.entries(scope)) {
    const name = libraryOf(shareKey);
    const library = byLibrary.get(name) ?? {
      versions: new Map(),
      entryPoints: new Set(),
      loaded: new Set(),
      usedBy: new Set(),
      duplicate: false,
    };
    byLibrary.set(name, library);
    library.entryPoints.add(shareKey);
    if (Object.keys(versions).length > 1) library.duplicate = true;
    for (const [version, shared] of Object.entries(versions)) {
      library.versions.set(version, (library.versions.get(version) ?? new Set()).add(providerOf(shared)));
      if (shared.loaded) library.loaded.add(shareKey);
      for (const user of shared.useIn ?? []) library.usedBy.add(user);
    }
  }
  return [...byLibrary.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, library]) => {
      const versions = [...library.versions.entries()].map(([version, from]) => ({ version, providedBy: sorted(from) }));
      return {
        name,
        versions,
        entryPoints: library.entryPoints.size,
        loaded: library.loaded.size,
        usedBy: sorted(library.usedBy),
        duplicate: library.duplicate,
      };
    });
}
