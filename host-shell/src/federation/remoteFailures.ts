import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The runtime's errorLoadRemote hook: says in the console why a remote failed, and lets the error
 * reach the area's error boundary (no silent fallback module).
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'zorvex-remote-failures',
    errorLoadRemote({ id, error, lifecycle }) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Remote module "${id}" failed at ${lifecycle}: ${message}`);
      return undefined;
    },
  };
}
