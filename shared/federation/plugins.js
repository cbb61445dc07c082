// @ts-check
/** The small webpack plugins and helpers of the preset: public/ copied, JSON assets, pages. */
const path = require('node:path');
const fs = require('node:fs');

/** Copies public/ into the build (and serves it in dev) without another dependency. */
class CopyPublicPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          const walk = (/** @type {string} */ dir) => {
            for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
              const full = path.join(dir, entry.name);
              if (entry.isDirectory()) walk(full);
              else {
                const rel = path.relative(this.dir, full).split(path.sep).join('/');
                if (rel === 'index.html') continue;
                compilation.fileDependencies.add(full);
                compilation.emitAsset(rel, new sources.RawSource(fs.readFileSync(full)));
              }
            }
          };
          walk(this.dir);
        },
      );
    });
  }
}

/** The html template of an app: its public/index.html, or the preset's. */
function templateOf(dirname) {
  return fs.existsSync(path.join(dirname, 'public', 'index.html'))
    ? path.join(dirname, 'public', 'index.html')
    : path.join(__dirname, 'index.html');
}

/** Emits a JSON file made at build time (the host's remotes.json from areas.json). */
class JsonAssetPlugin {
  /** @param {string} file @param {() => unknown} content */
  constructor(file, content) {
    this.file = file;
    this.content = content;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('JsonAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'JsonAssetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (compilation.getAsset(this.file)) return; // the app's public/ has its own
          compilation.emitAsset(
            this.file,
            new sources.RawSource(`${JSON.stringify(this.content(), null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * The pages a host serves from their own html instead of index.html (path -> html file), as
 * `pages.json` in the build: `npm start`'s server and the dev server route them, and a
 * deployment's web server can read the same file.
 * @typedef {Record<string, readonly string[]>} Pages  html file -> the paths it serves
 */

/** Dev-server history fallback: the pages' paths to their html, anything else to index.html. */
function historyFallback(/** @type {Pages} */ pages) {
  const rewrites = Object.entries(pages).flatMap(([html, paths]) =>
    paths.map((p) => ({ from: new RegExp(`^${p.replace(/[/.]/g, '\\$&')}/?$`), to: `/${html}` })),
  );
  return rewrites.length ? { rewrites } : true;
}

/** Emits pages.json (see Pages). */
class PagesManifestPlugin {
  /** @param {Pages} pages */
  constructor(pages) {
    this.pages = pages;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PagesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PagesManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('pages.json', new sources.RawSource(JSON.stringify(this.pages, null, 2))),
      );
    });
  }
}

module.exports = { CopyPublicPlugin, JsonAssetPlugin, PagesManifestPlugin, historyFallback, templateOf };
