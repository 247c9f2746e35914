/**
 * One webpack config for every app: the host and each remote differ only in
 * their name, port and exposed modules.
 *
 * @example
 * module.exports = createConfig({ dir: __dirname, name: 'mfe_jobs', port: 3002,
 *   exposes: { './Dashboard': './src/exposed/Dashboard.tsx' } });
 */
const { randomBytes } = require('node:crypto');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ConsumeSharedPlugin, ModuleFederationPlugin, ProvideSharedPlugin } = require('@module-federation/enhanced');
const { hostProvides, remoteShared } = require('./sharedDependencies.cjs');
const { federatedSplitChunks, FORM_FIELDS, PAGE_LAYOUT } = require('./federatedSplitChunks.cjs');
const { ContractDeclarationPlugin, contractOf } = require('./contractDeclaration.cjs');
const { ChunkModulesPlugin } = require('./ChunkModulesPlugin.cjs');
const { OneVersionPlugin } = require('./OneVersionPlugin.cjs');
const { OneShareRuntimePlugin } = require('./OneShareRuntimePlugin.cjs');
const { indexHtml } = require('./indexHtml.cjs');
const { earlyRemoteEntryScript } = require('./earlyRemoteEntry.cjs');
const { swcLoader } = require('./swcLoader.cjs');
const { PreloadStartupChunksPlugin } = require('./PreloadStartupChunksPlugin.cjs');
const { CompileStartupEagerlyPlugin } = require('./CompileStartupEagerlyPlugin.cjs');
const { REMOTE_EXPERIMENTS, remoteRuntimeExternals } = require('./federationRuntimeExternals.cjs');

const ROOT = path.resolve(__dirname, '../..');
/** Where `pnpm release` publishes a remote's releases, below its dist/ (tooling/release/). */
const RELEASES_FOLDER = new RegExp(`^${require('../release/registryFormat.json').folder}/`);

/**
 * React Router publishes a production build without its development warnings, but its package
 * `exports` only name the development one (remix-run/react-router#14102): a production build takes
 * the other by path. Found from shared-contracts, which bundles the router for every area.
 */
const reactRouterProduction = () => {
  const routerDom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [path.join(ROOT, 'shared-contracts')] }));
  const router = path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
  return { 'react-router$': path.join(router, 'dist/production/index.mjs') };
};

/**
 * Brotli and gzip copies of every text file, at their highest levels, for the server to send as
 * they are. Not config.json: each environment edits it after the build.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const compressionPlugins = () => [
  new CompressionPlugin({
    test: COMPRESSIBLE,
    exclude: /config\.json$/,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  }),
  new CompressionPlugin({
    test: COMPRESSIBLE,
    exclude: /config\.json$/,
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
  }),
];

/**
 * Hashed file names. The federation runtime module asks for a chunk's file
 * name while webpack (5.111+) is still hashing, before content hashes exist
 * (module-federation/core#5077); it only needs the folder, so it gets the
 * name without the hash then.
 */
const hashedName = (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js');

/**
 * The host provides the shared libraries and contract entries and imports its own copies directly;
 * a remote consumes them (see sharedDependencies.cjs).
 */
function sharingPlugins({ dir, name, exposes, isHost, isProduction, contractVersion }) {
  const contract = contractOf(contractVersion);
  const federation = {
    name,
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
    // Remotes are found through remoteEntry.js, never a manifest, and only ever run in browsers.
    experiments: { optimization: { disableSnapshot: true, target: 'web' } },
  };
  if (isHost) {
    return [
      // The host puts its federation runtime where the remotes look for it (host-shell/src/federation/provideFederationRuntime.ts).
      new ModuleFederationPlugin(federation),
      new ProvideSharedPlugin({ provides: hostProvides({ appDir: dir, contract }) }),
      // Adds the runtime that registers the provided modules in the share scope.
      new ConsumeSharedPlugin({ consumes: {} }),
      new OneShareRuntimePlugin(),
    ];
  }
  return [
    new ModuleFederationPlugin({
      ...federation,
      // In production a remote runs inside the host and takes its federation runtime from it (federationRuntimeExternals.cjs).
      experiments: { ...federation.experiments, ...(isProduction ? REMOTE_EXPERIMENTS : {}) },
      filename: 'remoteEntry.js',
      exposes,
      shared: remoteShared({ appDir: dir, contract, consumeOnly: isProduction }),
    }),
    ...(isProduction ? remoteRuntimeExternals() : []),
    new ContractDeclarationPlugin({ remote: name, contract }),
    new OneShareRuntimePlugin(),
  ];
}

/**
/**
 * The host's static public pages start a build of their own (`publicPages`, host-shell/public-pages.webpack.config.cjs):
 * the host's entry for those pages, with no admin code, in dist/site/. Its page (site/page.html) is the one
 * tooling/scripts/prerender.mjs fills with each static page. A page loads one host build or the other, never both.
 */
const PUBLIC_PAGES_DIR = 'site';
const PUBLIC_PAGES_TEMPLATE = `${PUBLIC_PAGES_DIR}/page.html`;

/** The bootstrap module beside an app's entry ("host-shell/src/bootstrap.tsx"), as a pattern on module paths. */
const bootstrapBeside = (dir, entry) => new RegExp(`${path.basename(dir)}/${path.posix.join(path.dirname(entry), 'bootstrap')}\\.tsx$`);
/** The host's start-up scripts (those holding `modules`, see startupChunks.cjs): fetched while the page is parsed, compiled as they arrive. */
const startupPlugins = (modules) => [new PreloadStartupChunksPlugin(modules), new CompileStartupEagerlyPlugin(modules)];
/** What frames every admin page of the host, a list page's data grid included: its start-up and its layout. */
const adminFrame = (dir) => new RegExp(`${path.basename(dir)}/src/(bootstrap|layout/AdminLayout)\\.tsx$`);

/**
 * @param {{ dir: string, name: string, port: number, title: string, exposes?: Record<string, string>, isHost?: boolean,
 *   entry?: string, contractVersion?: string | Record<string, string>, publicPages?: boolean, iconsInOneChunk?: boolean }} options
 *   `contractVersion` pretends to have been built against another shared-contracts version (every entry's, or some entries'),
 *   and `entry` reuses another app's entry (both for the e2e fixtures);
 *   `iconsInOneChunk`: see federatedSplitChunks.cjs.
 */
function createConfig({
  dir,
  name,
  port,
  title,
  exposes = {},
  isHost = false,
  entry = './src/index.ts',
  contractVersion,
  publicPages = false,
  iconsInOneChunk = false,
}) {
  return (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const isProduction = mode === 'production';
    // A remote's own page (its standalone mode) is for its team's dev server; in production only
    // the host has a page, and a remote is just its remoteEntry.js and chunks.
    const hasPage = isHost || !isProduction;
    // The host's production page is the shell for admin paths: index.html and the other public
    // paths become static pages (tooling/scripts/prerender.mjs) in the public pages' own page.
    const pageFile = publicPages ? 'page.html' : isHost && isProduction ? 'shell.html' : 'index.html';
    // A tab that outlives a deploy may load a remote's next release beside the one it runs
    // (host-shell/src/areas/RemoteArea.tsx). Each build's webpack runtime keeps its own list of loaded
    // chunks (the global webpackChunk<uniqueName>): shared, the next release's runtime would take the
    // chunks the last one loaded for its own, as a chunk's and a module's ids are the same in both.
    const isReleasedRemote = !isHost && isProduction;
    const uniqueName = isReleasedRemote ? `${name}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}` : name;
    return {
      name: publicPages ? `${name}-public-pages` : name,
      mode,
      context: dir,
      entry: hasPage ? { main: entry } : {},
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      output: {
        path: publicPages ? path.join(dir, 'dist', PUBLIC_PAGES_DIR) : path.join(dir, 'dist'),
        publicPath: publicPages ? `/${PUBLIC_PAGES_DIR}/` : isHost ? '/' : 'auto',
        filename: isProduction ? hashedName : '[name].js',
        chunkFilename: isProduction ? hashedName : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName,
        // A remote's releases outlive its next build; the host's two builds share dist/: each cleans only its own files.
        clean: isReleasedRemote
          ? { keep: RELEASES_FOLDER }
          : isHost && !publicPages
            ? { keep: (file) => file.startsWith(`${PUBLIC_PAGES_DIR}/`) }
            : true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: isProduction ? reactRouterProduction() : {} },
      module: {
        rules: [
          { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swcLoader(isProduction) },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(svg|png|woff2?)$/, type: 'asset' },
          // An entry point's index file ("@mui/material/Box") only re-exports, so webpack skips it in the
          // host's own imports, and the host's provider for that entry point then sat in a chunk of its
          // own, pulling whatever chunks held the rest of its exports (the settings screen's, for
          // "@mui/material/styles"). Kept, it joins the host's chunks and a remote asking for it loads nothing more.
          // Not InputBase's: the input classes that styles' high-contrast helper reads import it, and kept it
          // would bring the whole InputBase and TextareaAutosize to every page (2.7 KB gzip on the dashboard).
          { test: /[\\/]@mui[\\/]material[\\/](?!InputBase[\\/])[^\\/]+[\\/]index\.mjs$/, sideEffects: true },
        ],
      },
      experiments: { css: true },
      // No persistent cache: restored from it, a module that re-exports a shared package
      // (react-router-dom's `export * from 'react-router'`) loses those exports and the app
      // fails at start-up (React error #130). A cold build of every app stays well under budget.
      cache: isProduction ? false : { type: 'memory' },
      optimization: {
        moduleIds: 'deterministic',
        // The public pages never show the data grid: the MUI components it shares with a quote form's fields
        // come by folder there, not in the grid's chunks (which a public page would then download whole); the
        // pages' layout in one chunk, and the quote form's fields in another.
        splitChunks: federatedSplitChunks(ROOT, {
          ...(publicPages ? { bundles: [], groups: [PAGE_LAYOUT, FORM_FIELDS] } : isHost ? { framing: adminFrame(dir) } : {}),
          iconsInOneChunk,
        }),
        chunkIds: 'deterministic',
        minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } })],
      },
      performance: { hints: false },
      infrastructureLogging: { level: 'error' },
      stats: 'errors-warnings',
      plugins: [
        ...sharingPlugins({ dir, name, exposes, isHost, isProduction, contractVersion }),
        ...(hasPage
          ? [
              new HtmlWebpackPlugin({
                filename: pageFile,
                templateContent: async () =>
                  indexHtml({ title, fetchConfig: isHost, earlyScripts: isHost ? [await earlyRemoteEntryScript()] : [] }),
                publicPath: publicPages ? `/${PUBLIC_PAGES_DIR}/` : '/',
                chunks: ['main'],
              }),
            ]
          : []),
        // Every page of the host starts with its bootstrap and React DOM: fetched from the page, not after main.js has run, and compiled as they arrive.
        ...(isHost && isProduction ? startupPlugins([bootstrapBeside(dir, entry), /react-dom\/client\.js$/]) : []),
        // config.json stays beside the admin pages' shell, for both builds.
        ...(publicPages ? [] : [new CopyPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] })]),
        new OneVersionPlugin(),
        ...(isProduction ? [new ChunkModulesPlugin(ROOT), ...compressionPlugins()] : []),
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

module.exports = { createConfig, swcLoader, PUBLIC_PAGES_TEMPLATE };
