// The public site's pages rendered to static HTML at build time (tooling/scripts/prerender.mjs).
module.exports = require('../tooling/webpack/createStaticPagesConfig.cjs').createStaticPagesConfig({
  dir: __dirname,
  entry: './src/prerender/renderStaticPage.tsx',
});
