const createConfig = require('../tooling/webpack/createConfig.cjs').createConfig({
  dir: __dirname,
  name: 'mfe_finance',
  port: 3005,
  title: 'Zorvex Logistics — Finance',
  exposes: { './Routes': './src/routes/FinanceRoutes.tsx' },
});

// MUI X Charts ships only .mjs files. Webpack reads a default import in an .mjs file by Node's rule
// (a module it cannot see is CommonJS, so its "default" is the whole module), which breaks when the
// module is the host's shared ES module and the remote has no copy of its own; read as ordinary
// modules, their imports work either way.
module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  config.module.rules.push({ test: /\.mjs$/, include: /node_modules/, type: 'javascript/auto' });
  return config;
};
