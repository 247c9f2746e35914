/**
 * Asks the browser to compile the host's start-up scripts whole while they download: the entry's own
 * script and the chunks every page needs to start (startupChunks.cjs) begin with V8's compile hint
 * `//# allFunctionsCalledOnLoad` (Chrome 136+; other browsers read a comment). V8 otherwise compiles
 * each function on the main thread the first time it runs: at start-up, that is most of these
 * scripts, in the very tasks that start the page. With the hint it compiles them on a background
 * thread as they stream in.
 *
 * Added after minification (which would move or drop the comment) and before the content hashes and
 * the compressed copies are made, so both include it.
 */
const { scriptFiles, startupChunks } = require('./startupChunks.cjs');

const NAME = 'CompileStartupEagerlyPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileStartupEagerlyPlugin {
  /** @param {RegExp[]} modules resources whose chunks start every page; the first is the bootstrap */
  constructor(modules) {
    this.modules = modules;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        const entryChunks = [...compilation.entrypoints.values()].map((entrypoint) => entrypoint.getEntrypointChunk());
        const files = scriptFiles([...entryChunks, ...startupChunks(compilation, this.modules, NAME)]);
        for (const file of files) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
      });
    });
  }
}

module.exports = { CompileStartupEagerlyPlugin };
