/**
 * Keeps webpack's own share-scope runtime out of the bundle. Since 5.111 webpack adds it whenever the
 * share scope is used, beside the federation plugin's, and both define __webpack_require__.I; the
 * federation plugin's comes later and wins, so webpack's, a register() call for every module the
 * host provides (about 40 KB before compression in the host's main.js), only cost bytes and parse time.
 *
 * It relies on the order in which the three handlers of that runtime requirement run: the federation
 * plugin's (tapped in thisCompilation, by a plugin applied earlier) first, so its runtime is added;
 * this one next, whose `true` stops the hook; webpack's RuntimePlugin (tapped in compilation, which
 * runs after thisCompilation) never, so it adds no share runtime module of its own. Why and where:
 * https://github.com/webpack/webpack/blob/v5.111.1/lib/RuntimePlugin.js (the shareScopeMap →
 * getShareRuntimeModule pair) and the federation plugin's FederationRuntimePlugin.injectRuntime.
 *
 * The order is checked as the build runs, not assumed from versions: the build fails if the federation
 * plugin's handler has not run before this one (the share scope would have no runtime), or if a chunk
 * still gets two share runtime modules (webpack's handler ran before this one), so an upgrade of webpack
 * or the federation plugin builds as long as the order holds.
 */
const PLUGIN = 'OneShareRuntimePlugin';

/** The federation plugin's runtime global: its share-scope handler adds it to the requirements it sees. */
const FEDERATION_GLOBAL = '__webpack_require__.federation';

/** The name webpack's and the federation plugin's share runtime modules both carry. */
const SHARE_RUNTIME = 'sharing';

class OneShareRuntimePlugin {
  apply(compiler) {
    const { RuntimeGlobals, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.shareScopeMap).tap(PLUGIN, (_chunk, requirements) => {
        if (!requirements.has(FEDERATION_GLOBAL)) {
          throw new WebpackError(
            `${PLUGIN} ran before the federation plugin's share-scope handler: stopping the hook now would leave the share scope without any runtime. Apply the ModuleFederationPlugin before ${PLUGIN}.`,
          );
        }
        return true;
      });
      const shareRuntimes = new Map();
      compilation.hooks.runtimeModule.tap(PLUGIN, (module, chunk) => {
        if (module.name !== SHARE_RUNTIME) return;
        const count = (shareRuntimes.get(chunk) ?? 0) + 1;
        shareRuntimes.set(chunk, count);
        if (count === 2) {
          compilation.errors.push(
            new WebpackError(
              `${PLUGIN}: chunk ${chunk.name ?? chunk.id} got webpack's share runtime beside the federation plugin's: webpack's share-scope handler now runs before ${PLUGIN}'s, so the hook order it relies on has changed (see tooling/webpack/OneShareRuntimePlugin.cjs).`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin };
