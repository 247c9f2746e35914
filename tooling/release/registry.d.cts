interface RemoteReleases {
  current: string;
  previous: string[];
}
export interface Registry {
  remotes: Record<string, RemoteReleases>;
}
export declare const RELEASE_ID: RegExp;
export declare class RegistryError extends Error {}
export declare function readRegistry(file: string): Promise<Registry>;
export declare function registryFileIn(hostFolder: string): string;
export declare function updateRegistry(
  file: string,
  change: (registry: Registry) => Registry,
  options?: { timeoutMs?: number },
): Promise<Registry>;
export declare function withRelease(registry: Registry, remote: string, id: string): Registry;
export declare function withPreviousRelease(registry: Registry, remote: string): Registry;
