/**
 * What a remote declares about the contract it was built against, written beside its
 * remoteEntry.js as federation-contract.json; the host reads it before starting the remote.
 */
const path = require('node:path');

const CONTRACT_FILE = 'federation-contract.json';

/** The contract a build is made against: shared-contracts' version, and the range a remote requires (same major, at least this minor). */
function contractOf(builtWith = require(path.resolve(__dirname, '../../shared-contracts/package.json')).version) {
  return { builtWith, requires: `^${builtWith}` };
}

class ContractDeclarationPlugin {
  constructor(contract) {
    this.contract = contract;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContractDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ContractDeclarationPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const json = JSON.stringify(this.contract, null, 2);
        compilation.emitAsset(CONTRACT_FILE, new compiler.webpack.sources.RawSource(`${json}\n`));
      });
    });
  }
}

module.exports = { ContractDeclarationPlugin, contractOf, CONTRACT_FILE };
