/**
 * The chunks every page of an entry needs to start, besides the entry's own (the runtime chunk): those
 * holding the modules named, and those the first of them (the bootstrap) imports dynamically, for a
 * bootstrap that starts in steps, one task each.
 * @param {import('webpack').Compilation} compilation
 * @param {RegExp[]} modules resources whose chunks start every page; the first is the bootstrap
 * @param {string} pluginName named in the error when a module is in no chunk
 * @returns {Set<import('webpack').Chunk>}
 */
function startupChunks(compilation, modules, pluginName) {
  const { chunkGraph } = compilation;
  const chunks = new Set();
  const found = new Set();
  for (const chunk of compilation.chunks) {
    if (chunk.hasRuntime()) continue;
    const held = [...chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) => module.modules ?? [module]);
    for (const [index, pattern] of modules.entries()) {
      const module = held.find((candidate) => pattern.test(candidate.resource ?? ''));
      if (!module) continue;
      found.add(pattern);
      chunks.add(chunk);
      if (index > 0) continue;
      for (const block of module.blocks) {
        for (const imported of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) chunks.add(imported);
      }
    }
  }
  const missing = modules.filter((pattern) => !found.has(pattern));
  if (missing.length > 0) throw new Error(`${pluginName}: no chunk holds ${missing.join(', ')}`);
  return chunks;
}

/** The JavaScript files of `chunks`. */
const scriptFiles = (chunks) => [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))];

module.exports = { startupChunks, scriptFiles };
