/**
 * Adds to the host's page a `<link rel="preload">` for each chunk every admin page needs to start: the
 * chunks holding the modules named (the host's bootstrap, React DOM's client). The browser fetches
 * them while the page is parsed, beside the entry script, instead of after the entry has run and asked
 * for them one round trip later.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';

class PreloadStartupChunksPlugin {
  /** @param {RegExp[]} modules resources whose chunks are preloaded */
  constructor(modules) {
    this.modules = modules;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const files = new Set();
        for (const chunk of compilation.chunks) {
          if (chunk.hasRuntime()) continue;
          const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) => module.modules ?? [module]);
          if (!modules.some((module) => this.modules.some((pattern) => pattern.test(module.resource ?? '')))) continue;
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        if (files.size < this.modules.length) throw new Error(`${NAME}: found ${files.size} chunks for ${this.modules.length} start-up modules`);
        const links = [...files].sort().map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${data.publicPath}${file}` }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
