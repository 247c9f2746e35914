module.exports = require('../tooling/webpack/createConfig.cjs').createConfig({
  dir: __dirname,
  name: 'mfe_jobs',
  port: 3002,
  title: 'Zorvex Logistics — Jobs',
  exposes: { './Routes': './src/routes/JobsRoutes.tsx' },
});
