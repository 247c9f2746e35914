/**
 * Writes dist/chunk-modules.json: for each emitted JS file, the modules whose code it holds, each
 * named the same way in every app ("@mui/material/Button/Button.mjs", "shared-contracts/src/ui/theme.ts")
 * with its size in bytes before minification. The benchmark joins it with the files a page
 * downloaded to find code that arrived in more than one response, and which packages each app shipped.
 */
const path = require('node:path');

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

/** "@mui/material/Button/Button.mjs" for a package file, the workspace-relative path for our own. */
function moduleName(resource, workspaceRoot) {
  const at = resource.lastIndexOf(NODE_MODULES);
  if (at >= 0)
    return resource
      .slice(at + NODE_MODULES.length)
      .split(path.sep)
      .join('/');
  const relative = path.relative(workspaceRoot, resource);
  return relative.startsWith('..') ? null : relative.split(path.sep).join('/');
}

/** The npm or workspace package a module name belongs to. */
function packageOfModule(name) {
  const parts = name.split('/');
  if (parts[0].startsWith('@')) return `${parts[0]}/${parts[1]}`;
  if (parts[0] === 'e2e') return parts.slice(0, 3).join('/');
  return parts[0];
}

class ChunkModulesPlugin {
  constructor(workspaceRoot) {
    this.workspaceRoot = workspaceRoot;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkModulesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkModulesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const byFile = {};
          for (const chunk of compilation.chunks) {
            const modules = {};
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const inner of module.modules ?? [module]) {
                const resource = inner.resource ?? inner.rootModule?.resource;
                const name = resource && moduleName(resource.split('?')[0], this.workspaceRoot);
                if (name) modules[name] = inner.size();
              }
            }
            for (const file of chunk.files) {
              if (file.endsWith('.js')) byFile[file] = modules;
            }
          }
          compilation.emitAsset('chunk-modules.json', new compiler.webpack.sources.RawSource(JSON.stringify(byFile)));
        },
      );
    });
  }
}

module.exports = { ChunkModulesPlugin, moduleName, packageOfModule };
