import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import * as federationErrorCodes from '@module-federation/error-codes';
import * as federationRuntime from '@module-federation/runtime-core';
import * as federationSdk from '@module-federation/sdk';
import FEDERATION_RUNTIME_GLOBALS from 'tooling/webpack/federationRuntimeGlobals.json';

const { packages } = FEDERATION_RUNTIME_GLOBALS;

/**
 * Remotes are built with the federation runtime left out (tooling/webpack/createConfig.cjs): instead
 * of shipping their own copy, they read the host's from these globals. Set before any remote loads,
 * from the same module instances the host's own runtime uses, so the page holds one. (The plugin's
 * `provideExternalRuntime` would pull in a second, CommonJS copy of the runtime.) The bundler
 * runtime's functions are stateless, given each container's state as arguments.
 */
Object.assign(globalThis, {
  [packages['@module-federation/runtime-core']]: federationRuntime,
  [packages['@module-federation/sdk']]: federationSdk,
  [packages['@module-federation/error-codes']]: federationErrorCodes,
  [FEDERATION_RUNTIME_GLOBALS.bundlerRuntimeFunctions]: {
    remotes: bundlerRuntime.remotes,
    consumes: bundlerRuntime.consumes,
    initializeSharing: bundlerRuntime.I,
    installInitialConsumes: bundlerRuntime.installInitialConsumes,
    init: bundlerRuntime.init,
    getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
    attachShareScopeMap,
  },
});
