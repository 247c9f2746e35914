/**
 * Keeps webpack's own share-scope runtime out of the bundle. Since 5.111 webpack adds it whenever the
 * share scope is used, beside the federation plugin's, and both define __webpack_require__.I; the
 * federation plugin's comes later and wins, so webpack's, a register() call for every module the
 * host provides (about 40 KB before compression in the host's main.js), only cost bytes and parse time.
 *
 * The federation plugin's handler for the same requirement runs first (it taps in thisCompilation),
 * this one next, and returning true stops webpack's RuntimePlugin (tapped in compilation) from adding
 * its module.
 */
class OneShareRuntimePlugin {
  apply(compiler) {
    const { RuntimeGlobals } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('OneShareRuntimePlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.shareScopeMap).tap('OneShareRuntimePlugin', () => true);
    });
  }
}

module.exports = { OneShareRuntimePlugin };
