/**
 * Fails the build when one app bundles two versions of a package (two copies of one library in the
 * browser). It happens when a dependency asks for an older range than the rest, as MUI X's data
 * grid did for @base-ui/utils; pnpm-workspace.yaml's overrides then choose one version.
 */
const { WebpackError } = require('webpack');

class OneVersionPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OneVersionPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('OneVersionPlugin', (modules) => {
        const versions = new Map();
        for (const module of modules) {
          const { name, version } = module.resourceResolveData?.descriptionFileData ?? {};
          if (!name || !version || !module.resource?.includes('node_modules')) continue;
          if (!versions.has(name)) versions.set(name, new Set());
          versions.get(name).add(version);
        }
        for (const [name, found] of versions) {
          if (found.size > 1) {
            compilation.errors.push(
              new WebpackError(
                `${name} is bundled in ${found.size} versions (${[...found].sort().join(', ')}): choose one in pnpm-workspace.yaml's overrides`,
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { OneVersionPlugin };
