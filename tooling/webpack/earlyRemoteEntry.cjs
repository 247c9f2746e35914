/**
 * The host's pages' inline script (the admin pages' and the static public pages') that preloads the current route's
 * remote entry: the host's own
 * TypeScript entry host-shell/src/federation/earlyRemoteEntry.ts, compiled on its own (no federation
 * runtime, nothing shared) into one small script, which the host's page holds inline so it runs while
 * the page is parsed. It imports the path table and helpers the running host uses, so the page and
 * the host decide who draws a path the same way.
 */
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { swcLoader } = require('./swcLoader.cjs');

const HOST_DIR = path.resolve(__dirname, '../../host-shell');
const ENTRY = './src/federation/earlyRemoteEntry.ts';
const FILE = 'earlyRemoteEntry.js';

const config = (outputDir) => ({
  name: 'early-remote-entry',
  mode: 'production',
  target: ['web', 'es2020'],
  context: HOST_DIR,
  entry: ENTRY,
  output: { path: outputDir, filename: FILE, iife: true },
  resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  module: {
    rules: [
      { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swcLoader(true) },
      // Only the entry acts; every module it imports only declares, so what it does not use is dropped
      // (shared-contracts' contract entry re-exports the whole contract).
      { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, sideEffects: false },
    ],
  },
  optimization: { minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } })] },
  devtool: false,
  cache: false,
  performance: { hints: false },
  infrastructureLogging: { level: 'error' },
  stats: 'errors-warnings',
});

/** The compiled script, ready to sit inside a <script> element. */
async function compileEarlyRemoteEntryScript() {
  const outputDir = mkdtempSync(path.join(os.tmpdir(), 'zorvex-early-script-'));
  try {
    const compiler = webpack(config(outputDir));
    const stats = await new Promise((resolve, reject) => {
      compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result))));
    });
    if (stats.hasErrors()) throw new Error(`${ENTRY} did not compile:\n${stats.toString('errors-only')}`);
    return readFileSync(path.join(outputDir, FILE), 'utf8')
      .trim()
      .replace(/<\/(script)/gi, '<\\/$1');
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

let compiled;
/** The compiled script, compiled once for the host's two builds (the admin pages and the static public pages). */
const earlyRemoteEntryScript = () => (compiled ??= compileEarlyRemoteEntryScript());

module.exports = { earlyRemoteEntryScript };
