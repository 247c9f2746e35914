module.exports = require('../tooling/webpack/createConfig.cjs').createConfig({
  dir: __dirname,
  name: 'mfe_fleet',
  port: 3003,
  title: 'Zorvex Logistics — Fleet',
  exposes: { './Routes': './src/routes/FleetRoutes.tsx' },
});
