module.exports = require('../tooling/webpack/createConfig.cjs').createConfig({
  dir: __dirname,
  name: 'mfe_map',
  port: 3006,
  title: 'Zorvex Logistics — Live Map',
  exposes: {
    './Routes': './src/routes/MapRoutes.tsx',
    './JobTrackingMap': './src/exposed/JobTrackingMap.tsx',
  },
});
