/**
 * A remote's production build takes the federation runtime from the host instead of shipping its own
 * copy: what each global holds is listed once, in federationRuntimeGlobals.json, which the host reads
 * to set those globals (host-shell/src/federation/provideFederationRuntime.ts). Run alone (`pnpm dev
 * <remote>`), a remote brings its own.
 *
 * - @module-federation/runtime-core: the federation plugin's own `experiments.externalRuntime`, which
 *   reads it from the global `_FEDERATION_RUNTIME_CORE`.
 * - @module-federation/error-codes: the same, by this file's externals.
 * - The bundler runtime's functions (how a container loads remotes, consumes and initialises
 *   sharing): they take the container's own state as arguments. Its entry module holds that state and
 *   stays in each container, with initContainerEntry, which the host (no exposes) does not build. The
 *   package's entry imports each function from a file named after it (`./remotes.js`), the only way
 *   to leave them out; federationRuntimeExternals.test.ts fails when its entry imports a file this
 *   list does not account for.
 */
const path = require('node:path');
const { ExternalsPlugin } = require('webpack');
const GLOBALS = require('./federationRuntimeGlobals.json');

/** The federation plugin's externalRuntime names this global: the host must provide runtime-core there. */
const PLUGIN_RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
const { '@module-federation/runtime-core': runtimeCoreGlobal, ...otherPackages } = GLOBALS.packages;
if (runtimeCoreGlobal !== PLUGIN_RUNTIME_CORE_GLOBAL)
  throw new Error(`federationRuntimeGlobals.json must put runtime-core on ${PLUGIN_RUNTIME_CORE_GLOBAL}, where externalRuntime reads it`);

/** The folder of the bundler runtime the federation plugin builds with. */
const BUNDLER_RUNTIME_DIST = path.dirname(
  require.resolve('@module-federation/webpack-bundler-runtime', { paths: [path.dirname(require.resolve('@module-federation/enhanced'))] }),
);
const HOST_FUNCTION_FILES = new Set(Object.keys(GLOBALS.bundlerRuntimeFunctions.exportedAs).map((name) => `./${name}.js`));

/** Externals for the bundler runtime's own imports of its function files. */
function hostBundlerRuntimeFunctions({ context, request }, callback) {
  if (context === BUNDLER_RUNTIME_DIST && HOST_FUNCTION_FILES.has(request)) return callback(null, GLOBALS.bundlerRuntimeFunctions.global);
  return callback();
}

/** The federation plugin's experiments for a remote that runs inside the host. */
const REMOTE_EXPERIMENTS = { externalRuntime: true };

/** The plugins that leave the rest of the runtime to the host. */
const remoteRuntimeExternals = () => [
  new ExternalsPlugin('global', otherPackages),
  new ExternalsPlugin('global', hostBundlerRuntimeFunctions),
];

module.exports = { BUNDLER_RUNTIME_DIST, REMOTE_EXPERIMENTS, hostBundlerRuntimeFunctions, remoteRuntimeExternals };
