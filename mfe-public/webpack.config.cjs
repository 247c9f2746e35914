module.exports = require('../tooling/webpack/createConfig.cjs').createConfig({
  dir: __dirname,
  name: 'mfe_public',
  port: 3001,
  title: 'Zorvex Logistics',
  exposes: { './PublicSite': './src/exposed/PublicSite.tsx' },
  // Its pages load through the host's build for the public pages, which provides no icons: the site's
  // icons come in one chunk, not a request each (14 on the home page, at 150 ms a round trip on a phone).
  iconsInOneChunk: true,
});
