// Lets Node require the package's TypeScript sources, compiled on the fly by @swc/core.
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

const compile = (tsx) => (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', tsx }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require.extensions['.ts'] = compile(false);
require.extensions['.tsx'] = compile(true);
