/**
 * The libraries every container shares as singletons, so exactly one copy of
 * each runs in the browser. Keys ending in "/" share every deep import of a
 * package (react-dom/client, react/jsx-runtime, the ~60 @mui/material/... paths
 * that @mui/x-data-grid imports). react-router is not here: it reaches every
 * area through shared-contracts (see shared-contracts/src/router.ts).
 */
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@mui/material',
  '@mui/material/',
  '@mui/system',
  '@mui/system/',
  '@mui/icons-material/',
  '@mui/x-data-grid',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
];

const CONTRACTS = ['shared-contracts', 'shared-contracts/'];

function sharedDependencies() {
  const contractsVersion = require(path.join(__dirname, '../../shared-contracts/package.json')).version;
  const shared = {};
  for (const key of SINGLETONS) shared[key] = { singleton: true };
  for (const key of CONTRACTS) {
    shared[key] = { singleton: true, version: contractsVersion, requiredVersion: false };
  }
  return shared;
}

module.exports = { sharedDependencies, SHARED_PACKAGES: [...SINGLETONS, ...CONTRACTS] };
