/**
 * One webpack config for every app: the host and each remote differ only in
 * their name, port and exposed modules.
 *
 * @example
 * module.exports = createConfig({ dir: __dirname, name: 'mfe_jobs', port: 3002,
 *   exposes: { './Dashboard': './src/exposed/Dashboard.tsx' } });
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./sharedDependencies.cjs');
const { ChunkPackagesPlugin } = require('./ChunkPackagesPlugin.cjs');

const ROOT = path.resolve(__dirname, '../..');

/**
 * Hashed file names. The federation runtime module asks for a chunk's file
 * name while webpack (5.111+) is still hashing, before content hashes exist
 * (module-federation/core#5077); it only needs the folder, so it gets the
 * name without the hash then.
 */
const hashedName = (pathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';

function swcLoader(isProduction) {
  return {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: { react: { runtime: 'automatic', development: !isProduction, refresh: false } },
      },
    },
  };
}

function createConfig({ dir, name, port, title, exposes = {}, isHost = false }) {
  return (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const isProduction = mode === 'production';
    return {
      name,
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: isProduction ? hashedName : '[name].js',
        chunkFilename: isProduction ? hashedName : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: {
        rules: [
          { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swcLoader(isProduction) },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(svg|png|woff2?)$/, type: 'asset' },
        ],
      },
      experiments: { css: true },
      // No persistent cache: restored from it, a module that re-exports a shared package
      // (react-router-dom's `export * from 'react-router'`) loses those exports and the app
      // fails at start-up (React error #130). A cold build of every app stays well under budget.
      cache: isProduction ? false : { type: 'memory' },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } })],
      },
      performance: { hints: false },
      infrastructureLogging: { level: 'error' },
      stats: 'errors-warnings',
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedDependencies(),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          publicPath: '/',
          chunks: ['main'],
        }),
        new CopyPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
        ...(isProduction ? [new ChunkPackagesPlugin(ROOT)] : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public') },
        client: { overlay: false },
      },
    };
  };
}

module.exports = { createConfig };
