/**
 * How every container splits its code so that a page downloads each module once, in few files.
 *
 * A container has two kinds of chunks: those its own screens need (demand) and those that only
 * hand a shared module to other containers, or hold a fallback copy used when no other container
 * provides it (supply). Left to webpack's defaults, a module needed by both kinds, or by several
 * screens, is copied into each chunk below the minimum split size: the same MUI internals then
 * arrive in many responses. Here every module in two or more chunks moves to one chunk named
 * after the screens that need it (one chunk per set of screens), and a module that only supply
 * chunks hold is grouped by the package folder it comes from, so a remote that needs one rare
 * component downloads that component's folder and nothing already on the page.
 *
 * The exception is a component that needs many others at once: the data grid. Grouped by folder, a
 * list page fetched it in twenty requests. Its supply-only modules now go in three chunks: what only
 * the grid reaches; the MUI components and helpers it shares with other entry points (a form's
 * Autocomplete, a detail card's Table); and the rest it shares (MUI X internals the charts use too).
 * In the same way, a form's fields (a text field is drawn with some twenty component folders) can travel
 * in one chunk: the public pages' quote form fetched them in twenty requests, six at a time over HTTP/1.1;
 * and so can the few a page's layout needs (twelve requests, two rounds, before the live page could show).
 */
const crypto = require('node:crypto');
const path = require('node:path');

const SUPPLY_ORIGINS = new Set(['provide-module', 'consume-shared-module']);
const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

/** A chunk group is supply when a shared module's provider or fallback created it. */
const isSupplyGroup = (group) => group.origins.length > 0 && group.origins.every(({ module }) => SUPPLY_ORIGINS.has(module?.type));

const isSupplyChunk = (chunk) => [...chunk.groupsIterable].every(isSupplyGroup);

/** A name for a chunk that stays the same from build to build (chunk ids are not assigned yet). */
function chunkKey(chunk, root) {
  if (chunk.name) return chunk.name;
  const origins = [...chunk.groupsIterable].flatMap((group) =>
    group.origins.map(
      ({ module, request }) => `${module?.readableIdentifier?.({ shorten: (p) => path.relative(root, p) }) ?? ''}:${request ?? ''}`,
    ),
  );
  return origins.sort().join('|');
}

const shortHash = (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * Components whose code travels in few chunks (see above), known by the modules that make them up:
 * a supply chunk carries one when it holds any of them (its providers, or a contract entry built on it).
 */
const BUNDLES = [{ name: 'mui-x-data-grid', madeOf: /[\\/]node_modules[\\/]@mui[\\/]x-(data-grid|virtualizer)[\\/]/ }];
const MUI_COMPONENTS = /[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/]/;

/** The folders the public site's pages are laid out with (top bar, grid, stacks, links), which each page draws with at once. */
const PAGE_LAYOUT = {
  name: 'mui-page-layout',
  madeOf: /[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/](AppBar|Toolbar|Container|Grid|Stack|Link|useMediaQuery|styled)[\\/]/,
};

/** The folders a text field and a select are drawn with: what a form's fields need that a page without one does not. */
const FORM_FIELDS = {
  name: 'mui-material-form-fields',
  madeOf:
    /[\\/]node_modules[\\/]@mui[\\/]material[\\/](TextField|FormControl|FormLabel|FormHelperText|InputBase|Input|FilledInput|OutlinedInput|InputLabel|InputAdornment|TextareaAutosize|Select|NativeSelect|Menu|MenuList|Popover|List|Grow)[\\/]/,
};

/** What a chunk holds, asked once per chunk: whether it has a module whose file matches each pattern. */
function chunkHolds(chunkGraph) {
  const cache = new WeakMap();
  return (chunk, pattern) => {
    if (!cache.has(chunk))
      cache.set(
        chunk,
        [...chunkGraph.getChunkModulesIterable(chunk)].map((module) => module.resource ?? ''),
      );
    return cache.get(chunk).some((resource) => pattern.test(resource));
  };
}

/** Component libraries: one chunk per component folder, since a remote may need a single component. */
const BY_FOLDER = new Set(['@mui/material', '@mui/system']);
/** Shared file by file (each icon), so one chunk per file. */
const BY_FILE = new Set(['@mui/icons-material']);

/** The group a supply-only module joins: "mui-material-Rating", "mui-icons-material-Add", "mui-x-data-grid", "shared-contracts". */
function supplyGroup(resource, root) {
  const at = resource.lastIndexOf(NODE_MODULES);
  if (at < 0) return path.relative(root, resource).split(path.sep)[0];
  const parts = resource.slice(at + NODE_MODULES.length).split(path.sep);
  const nameLength = parts[0].startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const rest = parts.slice(nameLength);
  const suffix = BY_FILE.has(name) ? rest.join('-') : BY_FOLDER.has(name) && rest.length > 1 ? rest[0] : '';
  return [name.replace('@', '').replace('/', '-'), suffix.replace(/\.[cm]?js$/, '')].filter(Boolean).join('-');
}

/**
 * `bundles`: the components whose supply-only code travels in few chunks (BUNDLES unless told).
 * `groups`: supply-only modules that travel in one chunk when their own file matches (FORM_FIELDS, say).
 * `framing`: the modules of the chunks every page that draws a bundle has loaded before it (the host's start-up
 * and its admin layout).
 * `iconsInOneChunk`: a remote's own icons (its fallbacks for the icons the host does not provide) in one
 * chunk rather than one request each; for a remote whose pages the host provides no icons to.
 */
function federatedSplitChunks(root, { bundles = BUNDLES, groups = [], framing = null, iconsInOneChunk = false } = {}) {
  // The name must follow from every chunk that holds the module, not from the subset webpack
  // offers a name function (it asks once per subset): only then does the module leave them all.
  const names = new WeakMap();
  const holdsByGraph = new WeakMap();
  function nameFor(module, chunks, chunkGraph) {
    if (!holdsByGraph.has(chunkGraph)) holdsByGraph.set(chunkGraph, chunkHolds(chunkGraph));
    const holds = holdsByGraph.get(chunkGraph);
    const demand = chunks.filter((chunk) => !isSupplyChunk(chunk));
    if (demand.length === 0) {
      const resource = module.resource ?? module.rootModule?.resource ?? '';
      const group = groups.find(({ madeOf }) => madeOf.test(resource));
      if (group) return `lib-${group.name}`;
      const bundle = bundles.find(({ madeOf }) => chunks.some((chunk) => holds(chunk, madeOf)));
      if (!bundle) return `lib-${supplyGroup(resource, root)}`;
      const elsewhere = chunks.filter((chunk) => !holds(chunk, bundle.madeOf));
      if (elsewhere.length === 0) return `lib-${bundle.name}`;
      return `lib-${bundle.name}-${elsewhere.some((chunk) => holds(chunk, MUI_COMPONENTS)) ? 'components' : 'helpers'}`;
    }
    // A module some screens need that a bundle also holds travels apart from what only those screens need: a
    // list page then downloads the settings screen's Tabs and Switch, which the grid draws with too, but not its
    // tables and radio buttons. Not one a framing chunk needs: it is on the page already.
    const framed = framing && demand.some((chunk) => holds(chunk, framing));
    const alsoInBundles = framed
      ? []
      : bundles.filter(({ madeOf }) => chunks.some((chunk) => isSupplyChunk(chunk) && holds(chunk, madeOf)));
    return `shared-${shortHash([...demand.map((chunk) => chunkKey(chunk, root)).sort(), ...alsoInBundles.map(({ name }) => name)].join('\n'))}`;
  }
  return {
    chunks: 'all',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      shared: {
        test(module, { chunkGraph }) {
          // A consume module stays beside the code that imports it: loading a chunk resolves every
          // consume module in it, so gathering them would load every shared module at once.
          if (module.type === 'consume-shared-module') return false;
          const chunks = [...chunkGraph.getModuleChunksIterable(module)];
          if (chunks.length < 2) return false;
          names.set(module, nameFor(module, chunks, chunkGraph));
          return true;
        },
        name: (module) => names.get(module),
        minChunks: 2,
        minSize: 0,
        enforce: true,
        reuseExistingChunk: true,
      },
      ...(iconsInOneChunk
        ? {
            icons: {
              test: /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]/,
              chunks: 'async',
              name: 'lib-mui-icons-material',
              minSize: 0,
              enforce: true,
            },
          }
        : {}),
    },
  };
}

module.exports = { federatedSplitChunks, FORM_FIELDS, PAGE_LAYOUT };
