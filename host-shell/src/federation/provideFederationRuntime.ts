import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import FEDERATION_RUNTIME_GLOBALS from 'tooling/webpack/federationRuntimeGlobals.json';

const { packages } = FEDERATION_RUNTIME_GLOBALS;

/**
 * Remotes are built with the federation runtime left out (tooling/webpack/createConfig.cjs): instead
 * of shipping their own copy, they read the host's from these globals. Set before any remote loads,
 * from the same module instances the host's own runtime uses, so the page holds one. (The plugin's
 * `provideExternalRuntime` would pull in a second, CommonJS copy of the runtime.) The bundler
 * runtime's functions are stateless, given each container's state as arguments.
 *
 * Only what a remote's entry imports is named here (the per-container part of
 * @module-federation/runtime it keeps; provideFederationRuntime.test.ts reads that list from the
 * library): a whole module namespace would keep every export of the runtime, 2 KB gzip more on
 * every admin page.
 */
Object.assign(globalThis, {
  [packages['@module-federation/runtime-core']]: {
    assert,
    CurrentGlobal,
    getGlobalFederationConstructor,
    getRemoteEntry,
    getRemoteInfo,
    loadScript,
    loadScriptNode,
    Module,
    ModuleFederation,
    registerGlobalPlugins,
    satisfy,
    setGlobalFederationConstructor,
    setGlobalFederationInstance,
  },
  [packages['@module-federation/error-codes']]: { RUNTIME_009, runtimeDescMap },
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
