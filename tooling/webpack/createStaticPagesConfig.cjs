/**
 * The build of a remote's static-page renderer: one CommonJS file for Node that
 * tooling/scripts/prerender.mjs runs at build time. Never shipped to a browser. Packages stay
 * outside it, required from where the source imports them, so React, MUI and emotion are the very
 * files the browser build bundles (the same class names come out of both).
 *
 * @example module.exports = createStaticPagesConfig({ dir: __dirname, entry: './src/prerender/renderStaticPage.tsx' });
 */
const path = require('node:path');
const { optimize } = require('webpack');
const { swcLoader } = require('./createConfig.cjs');

/** Workspace packages are TypeScript source: bundled. Any other bare import is a package: required. */
const WORKSPACE_PACKAGE = /^shared-contracts(\/|$)/;
const BARE_IMPORT = /^[@a-z]/;

function requireInPlace({ request, context }, callback) {
  if (!BARE_IMPORT.test(request) || WORKSPACE_PACKAGE.test(request)) return callback();
  return callback(null, `commonjs ${require.resolve(request, { paths: [context] })}`);
}

const STATIC_PAGES_DIR = 'dist-static';

function createStaticPagesConfig({ dir, entry }) {
  return () => ({
    name: `${path.basename(dir)}-static-pages`,
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { renderStaticPage: entry },
    output: { path: path.join(dir, STATIC_PAGES_DIR), library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: { rules: [{ test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swcLoader(true) }] },
    externals: [requireInPlace],
    // Lazy pages too: the renderer is one file, read once.
    plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    cache: false,
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  });
}

module.exports = { createStaticPagesConfig, STATIC_PAGES_DIR };
