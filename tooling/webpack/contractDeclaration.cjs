/**
 * What a remote declares about the contract it was built against, written beside its remoteEntry.js as
 * federation-contract.json: for each shared-contracts entry its code uses, the entry's version and the range it
 * requires (same major, at least this minor). The host reads it before starting the remote and checks exactly those
 * entries (its module-health panel shows them), so a breaking change to an entry a remote does not use leaves it
 * loadable. `pnpm release` reads which remote a build is and when it was made. The package's own version and range
 * stay in the file for hosts that predate versions by entry.
 */
const path = require('node:path');

const CONTRACT_FILE = 'federation-contract.json';
const CONTRACTS_DIR = path.resolve(__dirname, '../../shared-contracts');
/** The module type webpack's and the federation plugin's consume-shared modules carry. */
const CONSUMED = 'consume-shared-module';
const ENTRY_PREFIX = 'shared-contracts/';

/** Each shared entry's own version (shared-contracts/entryVersions.json), by entry name ("ui/list"). */
const entryVersions = () => require(path.join(CONTRACTS_DIR, 'entryVersions.json'));

/**
 * The contract a build is made against: the package's version and range, and each entry's. `pretend` makes a test
 * build as if built against other versions: a version for every entry and the package, or one per entry.
 *
 * @example contractOf({ 'ui/list': '6.0.0' }).entries['ui/list'] // { builtWith: '6.0.0', requires: '^6.0.0' }
 */
function contractOf(pretend) {
  const builtWith = typeof pretend === 'string' ? pretend : require(path.join(CONTRACTS_DIR, 'package.json')).version;
  const entries = {};
  for (const [entry, version] of Object.entries(entryVersions())) {
    const own = typeof pretend === 'string' ? pretend : (pretend?.[entry] ?? version);
    entries[entry] = { builtWith: own, requires: `^${own}` };
  }
  return { builtWith, requires: `^${builtWith}`, entries };
}

/** The contract of one entry ("shared-contracts/ui/list"); a build fails on an entry without a version. */
function entryContract(contract, request) {
  const entry = request.slice(ENTRY_PREFIX.length);
  const found = contract.entries[entry];
  if (!found) throw new Error(`${request} has no version in shared-contracts/entryVersions.json: give it one`);
  return found;
}

class ContractDeclarationPlugin {
  /** `remote`: the container's federation name; `contract`: what contractOf returns. */
  constructor({ remote, contract }) {
    this.remote = remote;
    this.contract = contract;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContractDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractDeclarationPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const used = new Set();
          for (const module of compilation.modules) {
            const shareKey = module.type === CONSUMED ? module.options?.shareKey : undefined;
            if (shareKey?.startsWith(ENTRY_PREFIX) && compilation.chunkGraph.getNumberOfModuleChunks(module) > 0) used.add(shareKey);
          }
          const entries = Object.fromEntries(
            [...used].sort().map((request) => [request.slice(ENTRY_PREFIX.length), entryContract(this.contract, request)]),
          );
          const { builtWith, requires } = this.contract;
          const declaration = { remote: this.remote, builtWith, requires, entries, builtAt: new Date().toISOString() };
          compilation.emitAsset(CONTRACT_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { ContractDeclarationPlugin, contractOf, entryContract, CONTRACT_FILE };
