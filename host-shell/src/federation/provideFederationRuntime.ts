import * as federationErrorCodes from '@module-federation/error-codes';
import * as federationRuntime from '@module-federation/runtime-core';
import * as federationSdk from '@module-federation/sdk';
import FEDERATION_RUNTIME_GLOBALS from 'tooling/webpack/federationRuntimeGlobals.json';

/**
 * Remotes are built with the federation runtime left out (tooling/webpack/createConfig.cjs): instead
 * of shipping their own copy, they read the host's from these globals. Set before any remote loads,
 * from the same module instances the host's own runtime uses, so the page holds one. (The plugin's
 * `provideExternalRuntime` would pull in a second, CommonJS copy of the runtime.)
 */
Object.assign(globalThis, {
  [FEDERATION_RUNTIME_GLOBALS['@module-federation/runtime-core']]: federationRuntime,
  [FEDERATION_RUNTIME_GLOBALS['@module-federation/sdk']]: federationSdk,
  [FEDERATION_RUNTIME_GLOBALS['@module-federation/error-codes']]: federationErrorCodes,
});
