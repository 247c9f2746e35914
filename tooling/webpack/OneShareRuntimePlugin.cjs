/**
 * Keeps webpack's own share-scope runtime out of the bundle. Since 5.111 webpack adds it whenever the
 * share scope is used, beside the federation plugin's, and both define __webpack_require__.I; the
 * federation plugin's comes later and wins, so webpack's, a register() call for every module the
 * host provides (about 40 KB before compression in the host's main.js), only cost bytes and parse time.
 *
 * It relies on the order in which the three handlers of that runtime requirement run: the federation
 * plugin's (tapped in thisCompilation, by a plugin applied earlier) first, so its runtime is added;
 * this one next, whose `true` stops the hook; webpack's RuntimePlugin (tapped in compilation, which
 * runs after thisCompilation) never, so it adds no ShareRuntimeModule. Why and where:
 * https://github.com/webpack/webpack/blob/v5.111.1/lib/RuntimePlugin.js (the shareScopeMap →
 * getShareRuntimeModule pair) and the federation plugin's FederationRuntimePlugin.injectRuntime.
 *
 * Both are guarded: the build fails if the federation plugin's handler has not run before this one,
 * and on any other webpack or @module-federation/enhanced version than those it was checked with,
 * until someone checks the order again (the federation e2e tests) and updates CHECKED_WITH.
 */
const path = require('node:path');
const { readFileSync } = require('node:fs');

const PLUGIN = 'OneShareRuntimePlugin';

/** The versions whose hook order this plugin was checked against. */
const CHECKED_WITH = { webpack: '5.111.1', '@module-federation/enhanced': '2.9.2' };

/** The federation plugin's runtime global: its share-scope handler adds it to the requirements it sees. */
const FEDERATION_GLOBAL = '__webpack_require__.federation';

/** The installed federation plugin's version, from the package.json above its entry (the package exports no ./package.json). */
function enhancedVersion() {
  for (let dir = path.dirname(require.resolve('@module-federation/enhanced')); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    try {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (name === '@module-federation/enhanced') return version;
    } catch {
      // No package.json at this level: look one higher.
    }
  }
  return 'unknown';
}

/** What differs from the checked versions, e.g. ["webpack 5.112.0 (checked with 5.111.1)"]. */
function uncheckedVersions(found) {
  return Object.entries(CHECKED_WITH)
    .filter(([name, version]) => found[name] !== version)
    .map(([name, version]) => `${name} ${found[name]} (checked with ${version})`);
}

class OneShareRuntimePlugin {
  constructor({ versions } = {}) {
    this.versions = versions;
  }

  apply(compiler) {
    const { RuntimeGlobals, WebpackError } = compiler.webpack;
    const unchecked = uncheckedVersions(
      this.versions ?? { webpack: compiler.webpack.version, '@module-federation/enhanced': enhancedVersion() },
    );
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      if (unchecked.length > 0) {
        compilation.errors.push(
          new WebpackError(
            `${PLUGIN} depends on the order of webpack's and the federation plugin's share-scope handlers, checked with ${Object.entries(
              CHECKED_WITH,
            )
              .map(([name, version]) => `${name} ${version}`)
              .join(
                ' and ',
              )}; this build uses ${unchecked.join(', ')}. Check that the host's main.js still holds one __webpack_require__.I and no ShareRuntimeModule, and that the federation e2e tests pass, then update CHECKED_WITH in tooling/webpack/OneShareRuntimePlugin.cjs.`,
          ),
        );
      }
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.shareScopeMap).tap(PLUGIN, (_chunk, requirements) => {
        if (!requirements.has(FEDERATION_GLOBAL)) {
          throw new WebpackError(
            `${PLUGIN} ran before the federation plugin's share-scope handler: stopping the hook now would leave the share scope without any runtime. Apply the ModuleFederationPlugin before ${PLUGIN}.`,
          );
        }
        return true;
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin, CHECKED_WITH };
