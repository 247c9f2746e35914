import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The last load failure of each remote, as the federation runtime reported it. */
const lastFailure = new Map<string, string>();

export function lastFailureOf(remote: string): string | undefined {
  return lastFailure.get(remote);
}

export function clearFailureOf(remote: string): void {
  lastFailure.delete(remote);
}

const remoteNameOf = (id: string) => id.split('/')[0];

/**
 * The runtime's errorLoadRemote hook: records why a remote failed, for the
 * area's unavailable view and the console, and lets the error reach the
 * area's error boundary (no silent fallback module).
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'zorvex-remote-failures',
    errorLoadRemote({ id, error, lifecycle }) {
      const message = error instanceof Error ? error.message : String(error);
      lastFailure.set(remoteNameOf(id), message);
      console.error(`Remote module "${id}" failed at ${lifecycle}: ${message}`);
      return undefined;
    },
  };
}
