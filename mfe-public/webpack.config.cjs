module.exports = require('../tooling/webpack/createConfig.cjs').createConfig({
  dir: __dirname,
  name: 'mfe_public',
  port: 3001,
  title: 'Zorvex Logistics',
  exposes: { './PublicSite': './src/exposed/PublicSite.tsx' },
});
