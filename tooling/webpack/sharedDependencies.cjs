/**
 * What the containers share, so that exactly one copy of each library runs in the browser.
 *
 * The platform libraries are shared by their public entry points, the subpaths their package.json
 * `exports` declares ("@mui/material/Rating", "@mui/system/styled", ...), each a singleton. The host
 * provides every one of them, not only those it imports, so a remote that starts using a component
 * nothing else uses gets the host's copy, with the one copy of MUI's internals behind it, and the
 * host is not rebuilt. Remotes consume them; only run alone do they keep a fallback copy.
 *
 * The host also provides each entry of shared-contracts at its own version; a remote requires, per entry, the range
 * it was built against (see contractDeclaration.cjs). react-router and the data grid (with its virtualizer) are not
 * shared: they reach every area through shared-contracts ('/ui' and the list wrapper of '/ui/list'),
 * so the page holds one copy of each, cut down to what those entries use. Shared by entry point, a
 * library keeps every export: for the grid that was about 20 KB gzip more on every list page.
 */
const fs = require('node:fs');
const path = require('node:path');
const { create: createResolver } = require('enhanced-resolve');

const { entryContract } = require('./contractDeclaration.cjs');

const ROOT = path.resolve(__dirname, '../..');

/** Shared by every public entry point, all of them provided by the host. */
const BY_ENTRY_POINT = [
  '@mui/material',
  '@mui/system',
  '@mui/utils',
  '@mui/styled-engine',
  '@mui/private-theming',
  '@mui/x-internals',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'notistack',
];

/** React's browser entry points, provided by the host; other subpaths are shared by prefix. */
const REACT_ENTRY_POINTS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/** Shared by prefix, each deep import its own module: the host provides those it uses. */
const BY_PREFIX = ['react/', 'react-dom/', '@mui/icons-material/'];

/** Entry points that are no browser code here: emotion's babel macro, MUI's Pigment CSS variants (an optional peer). */
const NOT_BROWSER_CODE = /macro|Pigment/;

/** How webpack resolves an ESM import in the browser, so the host provides the very files areas import. */
const resolveLikeWebpack = createResolver.sync({
  conditionNames: ['import', 'module', 'webpack', 'production', 'browser', 'default'],
  mainFields: ['browser', 'module', 'main'],
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
});

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** A package's directory as Node finds it from `fromDirs` (pnpm nests a dependency's own dependencies beside it), or null. */
function packageDir(name, fromDirs) {
  for (const from of fromDirs) {
    for (let dir = from; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
      if (path.dirname(dir) === dir) break;
    }
  }
  return null;
}

/** The public subpaths of a package: "" for the root and "/sub" for each exported one. */
function exportedSubpaths(manifest) {
  if (!manifest.exports || typeof manifest.exports === 'string') return [''];
  return Object.keys(manifest.exports)
    .filter((key) => key.startsWith('.') && !key.includes('*') && !key.endsWith('.json') && !key.endsWith('.css'))
    .map((key) => key.slice(1));
}

/**
 * Every platform entry point the app can reach, with the file it resolves to and its version. The
 * host must reach them all (it provides them); a remote shares those it has.
 * @returns {{ request: string, file: string, version: string }[]}
 */
function platformEntryPoints(appDir, { all = false } = {}) {
  const entries = [];
  const found = [appDir];
  for (const name of BY_ENTRY_POINT) {
    const dir = packageDir(name, found);
    if (!dir) {
      if (all) throw new Error(`Platform package ${name} is not installed`);
      continue;
    }
    found.push(dir);
    const { version, ...manifest } = readJson(path.join(dir, 'package.json'));
    for (const subpath of exportedSubpaths(manifest)) {
      if (NOT_BROWSER_CODE.test(subpath)) continue;
      const request = `${name}${subpath}`;
      const file = resolveLikeWebpack(dir, request);
      if (/\.[cm]?js$/.test(file)) entries.push({ request, file, version });
    }
  }
  for (const request of REACT_ENTRY_POINTS) {
    const { version } = readJson(path.join(packageDir(request.split('/')[0], found), 'package.json'));
    entries.push({ request, file: resolveLikeWebpack(appDir, request), version });
  }
  return entries;
}

/** Test fixtures and the standalone frame (run-alone pages only): never shared with the browser. */
const NOT_SHARED_ENTRIES = ['/testing', '/testing/sizes', '/standalone', '/server'];

/** shared-contracts' entries ("shared-contracts/ui", ...) and their source files. */
function contractEntryPoints() {
  const dir = path.join(ROOT, 'shared-contracts');
  const subpaths = exportedSubpaths(readJson(path.join(dir, 'package.json'))).filter((subpath) => !NOT_SHARED_ENTRIES.includes(subpath));
  return subpaths.map((subpath) => ({
    request: `shared-contracts${subpath}`,
    file: resolveLikeWebpack(dir, `shared-contracts${subpath}`),
  }));
}

/** The version of a package shared by prefix, or null when the app does not have it. */
function prefixVersion(appDir, prefix) {
  const dir = packageDir(prefix.slice(0, -1), [appDir]);
  return dir && readJson(path.join(dir, 'package.json')).version;
}

/**
 * The federation plugin's `shared` option for a remote: it consumes every platform entry point and
 * each contract entry. Run alone (`pnpm dev <remote>`) it has its own copies to fall back on; in
 * production it runs only inside the host, which provides every one of those, so it ships no copy of
 * them and no table of what it could provide (`import: false`).
 * @param {{ appDir: string, contract: { entries: Record<string, { builtWith: string, requires: string }> }, consumeOnly: boolean }} options
 */
function remoteShared({ appDir, contract, consumeOnly }) {
  const shared = {};
  const own = consumeOnly ? { import: false } : {};
  for (const { request, version } of platformEntryPoints(appDir)) {
    shared[request] = { singleton: true, version, requiredVersion: `^${version}`, ...own };
  }
  // The host provides only the deep imports it uses itself, so these keep their own copy.
  for (const prefix of BY_PREFIX) {
    const version = prefixVersion(appDir, prefix);
    if (version) shared[prefix] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  for (const { request } of contractEntryPoints()) {
    const { builtWith, requires } = entryContract(contract, request);
    shared[request] = { singleton: true, version: builtWith, requiredVersion: requires, strictVersion: true, ...own };
  }
  return shared;
}

/**
 * ProvideSharedPlugin's `provides` for the host: every platform entry point and every contract
 * entry by its file (so each is provided whether or not the host imports it), and the prefixes.
 * The host imports its own copies directly: it initialises the share scope first, so every
 * container resolves to them.
 * @param {{ appDir: string, contract: { entries: Record<string, { builtWith: string }> } }} options
 */
function hostProvides({ appDir, contract }) {
  const provides = {};
  for (const { request, file, version } of platformEntryPoints(appDir, { all: true })) {
    provides[file] = { shareKey: request, version, singleton: true, requiredVersion: `^${version}` };
  }
  for (const prefix of BY_PREFIX) {
    const version = prefixVersion(appDir, prefix);
    if (!version) throw new Error(`The host needs ${prefix.slice(0, -1)} installed`);
    provides[prefix] = { shareKey: prefix, version, singleton: true, requiredVersion: `^${version}` };
  }
  for (const { request, file } of contractEntryPoints()) {
    provides[file] = { shareKey: request, version: entryContract(contract, request).builtWith, singleton: true };
  }
  return provides;
}

module.exports = { remoteShared, hostProvides, platformEntryPoints, contractEntryPoints, BY_ENTRY_POINT, BY_PREFIX };
