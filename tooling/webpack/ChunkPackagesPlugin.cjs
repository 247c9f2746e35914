/**
 * Writes dist/chunk-packages.json: for each emitted JS file, the npm packages
 * (and workspace packages) whose modules it holds. The benchmark joins it with
 * the files a page downloaded to count how many containers shipped each library.
 */
const path = require('node:path');

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

function packageOf(resource, workspaceRoot) {
  const at = resource.lastIndexOf(NODE_MODULES);
  if (at >= 0) {
    const parts = resource.slice(at + NODE_MODULES.length).split(path.sep);
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const relative = path.relative(workspaceRoot, resource);
  return relative.startsWith('..') ? null : relative.split(path.sep).slice(0, relative.startsWith('e2e') ? 3 : 1).join('/');
}

class ChunkPackagesPlugin {
  constructor(workspaceRoot) {
    this.workspaceRoot = workspaceRoot;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkPackagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkPackagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const byFile = {};
          for (const chunk of compilation.chunks) {
            const packages = new Set();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const modules = module.modules ?? [module];
              for (const inner of modules) {
                const resource = inner.resource ?? inner.rootModule?.resource;
                const name = resource && packageOf(resource, this.workspaceRoot);
                if (name) packages.add(name);
              }
            }
            for (const file of chunk.files) {
              if (file.endsWith('.js')) byFile[file] = [...packages].sort();
            }
          }
          const json = JSON.stringify(byFile, null, 1);
          compilation.emitAsset('chunk-packages.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { ChunkPackagesPlugin };
