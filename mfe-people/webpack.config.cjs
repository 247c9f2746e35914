module.exports = require('../tooling/webpack/createConfig.cjs').createConfig({
  dir: __dirname,
  name: 'mfe_people',
  port: 3004,
  title: 'Zorvex Logistics — People',
  exposes: { './Routes': './src/routes/PeopleRoutes.tsx' },
});
