import { useSyncExternalStore } from 'react';

/** How loading a remote went in this tab, for the module-health panel. */
export interface RemoteLoad {
  /** The remoteEntry.js it loaded from. */
  entry: string;
  state: 'loading' | 'loaded' | 'failed';
  /** From asking for the remote to its first module ready, when it loaded. */
  ms?: number;
  /** Why it failed, when it did. */
  error?: string;
}

let loads: Readonly<Record<string, RemoteLoad>> = {};
const listeners = new Set<() => void>();

/** Records a remote's latest load; a module loaded later from a container already running keeps its first time. */
export function recordRemoteLoad(remote: string, load: RemoteLoad): void {
  const known = loads[remote];
  if (load.state === 'loaded' && known?.state === 'loaded' && known.entry === load.entry) return;
  loads = { ...loads, [remote]: load };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Each remote's latest load in this tab, kept up to date. */
export function useRemoteLoads(): Readonly<Record<string, RemoteLoad>> {
  return useSyncExternalStore(subscribe, () => loads);
}
