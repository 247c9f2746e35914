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
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import FEDERATION_RUNTIME_GLOBALS from 'tooling/webpack/federationRuntimeGlobals.json';

const { packages, bundlerRuntimeFunctions } = FEDERATION_RUNTIME_GLOBALS;

/** Where the bundler runtime's public exports hold each function (federationRuntimeGlobals.json names them, e.g. "bundlerRuntime.I"). */
const bundlerRuntimeExports: Record<string, unknown> = { bundlerRuntime, attachShareScopeMap };
const exportAt = (exportPath: string) =>
  exportPath.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], bundlerRuntimeExports);

/**
 * Remotes are built with the federation runtime left out (tooling/webpack/federationRuntimeExternals.cjs): instead
 * of shipping their own copy, they read the host's from these globals. Set before any remote loads,
 * from the same module instances the host's own runtime uses, so the page holds one. (The plugin's
 * `provideExternalRuntime` would pull in a second, CommonJS copy of the runtime.) The bundler
 * runtime's functions are stateless, given each container's state as arguments; the same file that
 * tells a remote's build which of them to leave out names where the package exports each.
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
  [bundlerRuntimeFunctions.global]: Object.fromEntries(
    Object.entries(bundlerRuntimeFunctions.exportedAs).map(([name, exportPath]) => [name, exportAt(exportPath)]),
  ),
});
