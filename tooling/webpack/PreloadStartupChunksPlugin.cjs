/**
 * Adds to the host's page a `<link rel="preload">` for each chunk every page of that entry needs to
 * start: the chunks holding the modules named (the host's bootstrap, React DOM's client), and those
 * the bootstrap imports dynamically (a bootstrap that starts in steps, one task each). The browser
 * fetches them while the page is parsed, beside the entry script, instead of after the entry has run
 * and asked for them one round trip later.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';

class PreloadStartupChunksPlugin {
  /** @param {RegExp[]} modules resources whose chunks are preloaded; the first is the bootstrap */
  constructor(modules) {
    this.modules = modules;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const { chunkGraph } = compilation;
        const chunks = new Set();
        const found = new Set();
        for (const chunk of compilation.chunks) {
          if (chunk.hasRuntime()) continue;
          const modules = [...chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) => module.modules ?? [module]);
          for (const [index, pattern] of this.modules.entries()) {
            const held = modules.find((module) => pattern.test(module.resource ?? ''));
            if (!held) continue;
            found.add(pattern);
            chunks.add(chunk);
            if (index > 0) continue;
            for (const block of held.blocks) {
              for (const imported of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) chunks.add(imported);
            }
          }
        }
        const missing = this.modules.filter((pattern) => !found.has(pattern));
        if (missing.length > 0) throw new Error(`${NAME}: no chunk holds ${missing.join(', ')}`);
        const files = [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        const links = [...new Set(files)].sort().map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${data.publicPath}${file}` }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
