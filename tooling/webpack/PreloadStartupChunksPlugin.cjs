/**
 * Adds to the host's page a `<link rel="preload">` for each chunk every page of that entry needs to
 * start (startupChunks.cjs). The browser fetches them while the page is parsed, beside the entry
 * script, instead of after the entry has run and asked for them one round trip later.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { scriptFiles, startupChunks } = require('./startupChunks.cjs');

const NAME = 'PreloadStartupChunksPlugin';

class PreloadStartupChunksPlugin {
  /** @param {RegExp[]} modules resources whose chunks are preloaded; the first is the bootstrap */
  constructor(modules) {
    this.modules = modules;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const files = scriptFiles(startupChunks(compilation, this.modules, NAME));
        const links = files.sort().map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            fetchpriority: 'low',
            href: `${data.publicPath}${file}`,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };
