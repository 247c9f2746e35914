/**
 * The admin page's inline script that preloads the current route's remote entry
 * (host-shell/src/federation/preloadRouteRemote.ts). Its logic is the host's own TypeScript: the
 * functions are compiled here and written into the page as source text, with shared-contracts' path
 * table, so the page and the running host decide who draws a path the same way.
 */
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const ROOT = path.resolve(__dirname, '../..');

/** Runs a TypeScript module (and the relative modules it imports) in Node, returning its exports. */
function loadTypeScript(file, loaded = new Map()) {
  if (loaded.has(file)) return loaded.get(file).exports;
  const module = { exports: {} };
  loaded.set(file, module);
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const requireFromFile = createRequire(file);
  const requireModule = (request) => {
    if (!request.startsWith('.')) return requireFromFile(request);
    const base = path.resolve(path.dirname(file), request);
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
    return found ? loadTypeScript(found, loaded) : requireFromFile(request);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, requireModule);
  return module.exports;
}

function earlyRemoteEntryScript() {
  const { PATH_RULES, areas, ownerIn } = loadTypeScript(path.join(ROOT, 'shared-contracts/src/contract/areas.ts'));
  const { fillHostname } = loadTypeScript(path.join(ROOT, 'host-shell/src/config/portalConfig.ts'));
  const { preloadRouteRemote } = loadTypeScript(path.join(ROOT, 'host-shell/src/federation/preloadRouteRemote.ts'));
  const { AUTH_FLAG_KEY } = loadTypeScript(path.join(ROOT, 'host-shell/src/auth/authFlagKey.ts'));
  // The federation name of the area each pattern belongs to; null where the host draws the page.
  const remoteRules = PATH_RULES.map(({ pattern, owner }) => ({ pattern, owner: owner.kind === 'area' ? areas[owner.area].remote : null }));
  return `
      try {
        (${preloadRouteRemote})({
          configRequest: window.__zorvexConfig,
          signedIn: localStorage.getItem(${JSON.stringify(AUTH_FLAG_KEY)}) === 'true',
          remote: (${ownerIn})(${JSON.stringify(remoteRules)}, location.pathname),
          fillHostname: ${fillHostname},
          document: document,
        });
      } catch (error) {
        // Only a head start: the host loads the remote entry itself.
      }
    `;
}

module.exports = { earlyRemoteEntryScript };
