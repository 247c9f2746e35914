// The host's entry for the static public pages (tooling/scripts/prerender.mjs): no admin code. See createConfig's `publicPages`.
module.exports = require('../tooling/webpack/createConfig.cjs').createConfig({
  dir: __dirname,
  name: 'host_shell',
  port: 3000,
  title: 'Zorvex Logistics',
  isHost: true,
  entry: './src/publicPages/index.ts',
  publicPages: true,
});
