// @ts-check
/**
 * Host only: `<link rel="preload">` in index.html for the chunks the first view needs, so they
 * download while main.js (the federation runtime) is still parsing, instead of one round trip
 * after it (cold load of the sign-in page <= 1.3x a bare React page).
 *
 * The first view is the chunk group of the entry's `import('./bootstrap')`, plus the chunks of
 * the shared singletons those modules consume (followed transitively: react-dom consumes
 * react). Ordinary dynamic imports inside (the portal, the contract's schemas) are not
 * followed: they load later, on purpose. Shared modules stay lazy and async (never `eager`);
 * a preload only warms the cache.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

class PreloadFirstViewPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstViewPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstViewPlugin', (data) => {
        const files = firstViewFiles(compilation);
        const publicPath = '/';
        const tags = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: `${publicPath}${file}`,
            as: file.endsWith('.css') ? 'style' : 'script',
          }),
        );
        data.headTags.unshift(...tags);
        return data;
      });
    });
  }
}

/** @param {import('webpack').Compilation} compilation */
function firstViewFiles(compilation) {
  const { chunkGraph } = compilation;
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  /** @param {import('webpack').AsyncDependenciesBlock} block */
  const addBlock = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (!group) return;
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) followConsumes(module);
    }
  };
  // The host provides its own copy of every singleton it consumes; at run time the share
  // scope loads the PROVIDED module's chunks (the consume fallback may sit in other chunks).
  /** @type {Map<string, import('webpack').Module>} */
  const provided = new Map();
  for (const module of compilation.modules)
    if (module.constructor.name === 'ProvideSharedModule')
      provided.set(/** @type {any} */ (module)._name, module);
  /** @param {import('webpack').Module} module */
  const followConsumes = (module) => {
    if (module.constructor.name !== 'ConsumeSharedModule') return;
    const target = provided.get(/** @type {any} */ (module).options.shareKey) ?? module;
    for (const block of target.blocks) addBlock(block);
  };

  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const entryChunk = entry.getEntrypointChunk();
  for (const module of chunkGraph.getChunkModulesIterable(entryChunk)) {
    followConsumes(module);
    // The entry module's own dynamic import: src/index.ts -> import('./bootstrap').
    if (module.type?.startsWith('javascript') && /[\\/]src[\\/]index\.[jt]s$/.test(module.identifier()))
      for (const block of module.blocks) addBlock(/** @type {any} */ (block));
  }
  const files = [];
  for (const chunk of chunks)
    for (const file of chunk.files)
      if (/\.(js|css)$/.test(file) && !entryChunk.files.has(file)) files.push(file);
  return files;
}

module.exports = { PreloadFirstViewPlugin };
