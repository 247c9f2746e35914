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
        const found = new Set();
        for (const chunk of compilation.chunks) {
          if (chunk.hasRuntime()) continue;
          const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) => module.modules ?? [module]);
          const held = this.modules.filter((pattern) => modules.some((module) => pattern.test(module.resource ?? '')));
          if (held.length === 0) continue;
          held.forEach((pattern) => found.add(pattern));
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const missing = this.modules.filter((pattern) => !found.has(pattern));
        if (missing.length > 0) throw new Error(`${NAME}: no chunk holds ${missing.join(', ')}`);
        const links = [...files].sort().map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${data.publicPath}${file}` }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
