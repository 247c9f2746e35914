/**
 * What a remote declares about the contract it was built against, written beside its
 * remoteEntry.js as federation-contract.json; the host reads it before starting the remote (and its
 * module-health panel shows it), and `pnpm release` reads which remote a build is and when it was made.
 */
const path = require('node:path');

const CONTRACT_FILE = 'federation-contract.json';

/** The contract a build is made against: shared-contracts' version, and the range a remote requires (same major, at least this minor). */
function contractOf(builtWith = require(path.resolve(__dirname, '../../shared-contracts/package.json')).version) {
  return { builtWith, requires: `^${builtWith}` };
}

class ContractDeclarationPlugin {
  /** `remote`: the container's federation name; `contract`: what contractOf returns. */
  constructor({ remote, contract }) {
    this.declaration = { remote, ...contract };
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContractDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractDeclarationPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify({ ...this.declaration, builtAt: new Date().toISOString() }, null, 2);
          compilation.emitAsset(CONTRACT_FILE, new compiler.webpack.sources.RawSource(`${json}\n`));
        },
      );
    });
  }
}

module.exports = { ContractDeclarationPlugin, contractOf, CONTRACT_FILE };
