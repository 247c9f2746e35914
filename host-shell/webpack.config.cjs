const { createConfig } = require('../tooling/webpack/createConfig.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'host_shell',
  port: 3000,
  title: 'Zorvex Logistics',
  isHost: true,
});
