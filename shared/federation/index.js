// @ts-check
/**
 * The federation preset: every app's webpack config is a call to createWebpackConfig().
 * Plain CommonJS so webpack configs can require it without a TypeScript loader.
 *
 * What it fixes for every app (docs/architecture.md#federation-preset):
 * - entry ./src/index.ts that only does `import('./bootstrap')` (async bootstrap, never eager);
 * - swc-loader for TS/TSX, the swc minifier, CSS and CSS Modules;
 * - Module Federation names with underscores, `shareStrategy: 'loaded-first'`, the retry
 *   runtime plugin, one singleton map with explicit versions read from the pnpm catalog,
 *   `dts: false`, `manifest: true`; remotes are never compiled in (the shell registers them
 *   at run time from remotes.json);
 * - entries named `[name].js` (the federation runtime refuses content hashes in entries),
 *   content hashes on chunks;
 * - a dev server with SPA fallback, CORS and no-cache on the files that point at builds.
 */
const path = require('node:path');
const fs = require('node:fs');

const { PreloadFirstViewPlugin } = require('./preload-first-view');

const ROOT = path.resolve(__dirname, '..', '..');
const SHARED_DIR = path.resolve(__dirname, '..');

/** The facts of each area, written once (shared/src/areas/areas.json): federation names and ports. */
const AREAS_FILE = require('../src/areas/areas.json');

/** The port of an app from areas.json (the shell or an area), by federation name. */
function portOf(/** @type {string} */ name) {
  const app = [AREAS_FILE.host, ...AREAS_FILE.areas].find((a) => a.federationName === name);
  return app ? app.port : undefined;
}

/** The host's default remotes.json: every area at its local port (a deployment edits the file in dist/). */
function localRemotes() {
  return Object.fromEntries(
    AREAS_FILE.areas.map((/** @type {{federationName: string, port: number}} */ a) => [
      a.federationName,
      `http://localhost:${a.port}/mf-manifest.json`,
    ]),
  );
}

/** Packages shared as singletons when the app depends on them (key -> package whose version applies). */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/form',
  '@mantine/notifications',
  '@mantine/dates',
  '@tanstack/react-query',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  'dayjs',
];
/** Deep-import keys: `react/` covers react/jsx-runtime, `react-dom/` covers react-dom/client. */
const SUBPATH_KEYS = { 'react/': 'react', 'react-dom/': 'react-dom', 'react-dom/client': 'react-dom' };

/** Files that point at builds: never cached, so a redeployed area is picked up at once. */
const NO_CACHE_FILES = /(^|\/)(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|config\.json)$/;

/** Versions pinned once in the pnpm catalog (pnpm-workspace.yaml). */
function readCatalog() {
  const text = fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  /** @type {Record<string, string>} */
  const versions = {};
  let inCatalog = false;
  for (const line of text.split('\n')) {
    if (/^catalog:\s*$/.test(line)) {
      inCatalog = true;
      continue;
    }
    if (inCatalog && /^\S/.test(line)) inCatalog = false;
    if (!inCatalog) continue;
    const m = line.match(/^\s+"?([^":\s]+)"?:\s*"?([^"\s#]+)"?/);
    if (m) versions[m[1]] = m[2];
  }
  return versions;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Versions stamped over the real ones, for a test of a mismatched build:
 * `STAMP_SHARED_VERSIONS='@courier/shared=2.0.0' pnpm run build` makes a build that declares
 * itself built for @courier/shared 2.0.0 (in its mf-manifest.json), which the shell refuses.
 * @returns {Record<string, string>} package -> version
 */
function stampedVersions(env = process.env) {
  const text = env.STAMP_SHARED_VERSIONS || '';
  /** @type {Record<string, string>} */
  const out = {};
  for (const pair of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const at = pair.lastIndexOf('=');
    if (at <= 0) throw new Error(`STAMP_SHARED_VERSIONS: "${pair}" is not package=version`);
    out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return out;
}

/**
 * The `shared` map of ModuleFederationPlugin for an app: every singleton the app depends on,
 * with an explicit version and requiredVersion (never `workspace:*`).
 * @param {string} dirname the app folder
 */
function sharedMap(dirname) {
  const catalog = { ...readCatalog(), ...stampedVersions() };
  const pkg = readJson(path.join(dirname, 'package.json'));
  const deps = { ...(pkg.dependencies || {}), ...(pkg.devDependencies || {}) };
  /** @type {Record<string, any>} */
  const shared = {};
  const add = (key, name) => {
    const version = catalog[name];
    if (!version) throw new Error(`federation preset: ${name} has no version in the pnpm catalog`);
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
  };
  for (const name of SINGLETON_PACKAGES) if (deps[name]) add(name, name);
  for (const [key, name] of Object.entries(SUBPATH_KEYS)) if (deps[name]) add(key, name);
  if (deps['@courier/shared'] || pkg.name === '@courier/shared') {
    const sharedVersion =
      stampedVersions()['@courier/shared'] ?? readJson(path.join(SHARED_DIR, 'package.json')).version;
    // The light core (session, API client, sign-in forms) is its own singleton: the sign-in
    // page loads it without the UI kit, and the full package imports it by this name.
    for (const key of ['@courier/shared', '@courier/shared/core'])
      shared[key] = {
        singleton: true,
        requiredVersion: `^${sharedVersion}`,
        version: sharedVersion,
        strictVersion: false,
      };
  }
  return shared;
}

/**
 * ModuleFederationPlugin options of an app.
 * @param {{name: string, dirname: string, exposes?: Record<string,string>}} o
 */
function federationOptions({ name, dirname, exposes }) {
  if (!/^[a-z][a-z0-9_]*$/.test(name))
    throw new Error(`federation preset: MF name "${name}" must use underscores`);
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: exposes || {},
    // Remotes are registered at run time by the shell from remotes.json, never compiled in.
    remotes: {},
    shared: sharedMap(dirname),
    shareStrategy: /** @type {const} */ ('loaded-first'),
    runtimePlugins: [
      require.resolve('./retry-runtime-plugin.js'),
      require.resolve('./error-runtime-plugin.js'),
    ],
    manifest: true,
    dts: false,
  };
}

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

/**
 * What every build of this workspace has in common, federated or not: swc for TS/TSX, the swc
 * minifier, CSS and CSS Modules (extracted to files or injected by the JS), assets.
 * @param {{ name: string, dirname: string, dev: boolean, extractCss: boolean }} o
 * @returns {import('webpack').Configuration}
 */
function baseConfig({ name, dirname, dev, extractCss }) {
  const TerserPlugin = require('terser-webpack-plugin');
  const MiniCssExtractPlugin = require('mini-css-extract-plugin');
  const swc = {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev } },
        target: 'es2020',
      },
    },
  };
  return {
    mode: dev ? 'development' : 'production',
    context: dirname,
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    },
    module: {
      rules: [
        { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swc },
        {
          test: /\.css$/,
          use: [
            extractCss ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            {
              loader: require.resolve('css-loader'),
              options: {
                modules: {
                  auto: /\.module\.css$/,
                  localIdentName: dev ? `${name}__[local]__[hash:base64:5]` : `${name}_[hash:base64:6]`,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
          ],
        },
        { test: /\.(png|svg|jpe?g|gif|webp|woff2?)$/, type: 'asset' },
      ],
    },
    optimization: {
      minimize: !dev,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    watchOptions: { ignored: ['**/node_modules/**', '**/@mf-types/**', '**/dist/**'] },
    infrastructureLogging: { level: 'warn' },
    stats: dev ? 'errors-warnings' : 'normal',
  };
}

/**
 * The version of each package this app shares as a singleton (package -> version), as its
 * build declares them: the host compares a remote's manifest with these before mounting it.
 * @param {string} dirname the app folder
 */
function sharedVersions(dirname) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [key, { version }] of Object.entries(sharedMap(dirname))) {
    if (!key.endsWith('/') && !Object.prototype.hasOwnProperty.call(SUBPATH_KEYS, key) && key !== '@courier/shared/core')
      out[key] = version;
  }
  return out;
}

/** Build-time constants every bundle may read. */
function buildConstants(/** @type {string} */ name, /** @type {string} */ dirname) {
  const webpack = require('webpack');
  return new webpack.DefinePlugin({
    __MF_NAME__: JSON.stringify(name),
    // The singletons' versions of this build (the shell checks each area's against them).
    __SHARED_VERSIONS__: JSON.stringify(sharedVersions(dirname)),
    // What a deployment calls this build (BUILD_LABEL=2026-11-22.1 pnpm build); an area
    // shows it in its footer so staff can say which build they see.
    __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? ''),
  });
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
          compilation.emitAsset(this.file, new sources.RawSource(`${JSON.stringify(this.content(), null, 2)}\n`));
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

/**
 * The full webpack config of an app.
 * @param {{
 *   name: string,            // MF name, with underscores (mfe_workers, shell)
 *   dirname: string,         // the app folder (__dirname of its webpack.config.js)
 *   port?: number,           // dev server port; default: the app's port in shared/src/areas/areas.json
 *   exposes?: Record<string, string>,
 *   remotes?: 'runtime',     // remotes are always registered at run time
 *   isHost?: boolean,        // the shell
 *   title?: string,          // title of the html page (host or standalone dev host)
 *   pages?: Pages,           // host only: pages built by createPageConfig, served on these paths
 * }} options
 */
function createWebpackConfig(options) {
  const { name, dirname, exposes, title, isHost = false, pages = {} } = options;
  const listedPort = portOf(name);
  if (options.port !== undefined && listedPort !== undefined && options.port !== listedPort)
    throw new Error(
      `federation preset: ${name} has port ${options.port} here but ${listedPort} in shared/src/areas/areas.json`,
    );
  const port = options.port ?? listedPort;
  if (port === undefined) throw new Error(`federation preset: no port for ${name} (add it to shared/src/areas/areas.json)`);
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  const MiniCssExtractPlugin = require('mini-css-extract-plugin');
  const pageFiles = Object.keys(pages).map((html) => html.replace(/\.html$/, ''));

  return (/** @type {any} */ _env, /** @type {{mode?: string}} */ argv) => {
    const dev = argv?.mode === 'development';

    /** @type {import('webpack').Configuration} */
    const config = {
      // The host's global CSS (Mantine's, the frame's) goes to .css files, out of the JS;
      // a remote's CSS Modules are injected when its area loads.
      ...baseConfig({ name, dirname, dev, extractCss: isHost }),
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dirname, 'dist'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        // The pages' own builds write into the same folder (their html and their folder).
        clean: pageFiles.length
          ? { keep: (/** @type {string} */ asset) => pageFiles.some((p) => asset === `${p}.html` || asset.startsWith(`${p}/`)) }
          : true,
      },
      plugins: [
        new ModuleFederationPlugin(federationOptions({ name, dirname, exposes })),
        new HtmlWebpackPlugin({
          template: templateOf(dirname),
          chunks: ['main'],
          // Absolute, so that a reload on a deep route (/workers/PAR-0042) still finds main.js.
          publicPath: '/',
          title: title || name,
          templateParameters: { title: title || name },
          // The default minifier rewrites the viewport meta (drops the spaces docs/product.md#application-frame gives);
          // the page is a few lines, so it stays as written.
          minify: false,
        }),
        new CopyPublicPlugin(path.join(dirname, 'public')),
        ...(isHost ? [new JsonAssetPlugin('remotes.json', localRemotes)] : []),
        ...(pageFiles.length ? [new PagesManifestPlugin(pages)] : []),
        ...(isHost
          ? [
              new PreloadFirstViewPlugin(),
              new MiniCssExtractPlugin({
                filename: dev ? '[name].css' : '[name].[contenthash:8].css',
                chunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
              }),
            ]
          : []),
        buildConstants(name, dirname),
      ],
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: historyFallback(pages),
        allowedHosts: 'all',
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        static: false,
        setupMiddlewares: (middlewares) => {
          middlewares.unshift({
            name: 'no-cache-on-build-pointers',
            middleware: (/** @type {any} */ req, /** @type {any} */ res, /** @type {any} */ next) => {
              if (NO_CACHE_FILES.test((req.url || '').split('?')[0])) {
                const setHeader = res.setHeader.bind(res);
                res.setHeader = (/** @type {string} */ key, /** @type {any} */ value) =>
                  setHeader(key, key.toLowerCase() === 'cache-control' ? 'no-cache' : value);
                setHeader('Cache-Control', 'no-cache');
              }
              next();
            },
          });
          return middlewares;
        },
      },
    };
    return config;
  };
}

/**
 * A page of a host built on its own, without federation: its own React and code in one
 * bundle, for a page that must load as fast as a bare React page (the sign-in page). Written
 * into the host's dist/ as `<name>.html` and `<name>/…`; list it in the host's `pages` so that
 * the host's build keeps these files and its servers route the page's paths to it.
 * @param {{ name: string, dirname: string, entry: string, title?: string }} options
 */
function createPageConfig({ name, dirname, entry, title, alias }) {
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  return (/** @type {any} */ _env, /** @type {{mode?: string}} */ argv) => {
    const dev = argv?.mode === 'development';
    /** @type {import('webpack').Configuration} */
    const config = {
      // CSS in the bundle: one request fewer than a stylesheet for a few rules.
      ...baseConfig({ name, dirname, dev, extractCss: false }),
      name,
      entry: { [name]: entry },
      output: {
        path: path.join(dirname, 'dist'),
        publicPath: '/',
        filename: dev ? `${name}/[name].js` : `${name}/[name].[contenthash:8].js`,
        chunkFilename: dev ? `${name}/[name].js` : `${name}/[name].[contenthash:8].js`,
        assetModuleFilename: `${name}/[name].[contenthash:8][ext]`,
        uniqueName: name,
        // Only the page's own stale files: the rest of dist/ is the host's.
        clean: { keep: (/** @type {string} */ asset) => !asset.startsWith(`${name}/`) },
      },
      plugins: [
        new HtmlWebpackPlugin({
          template: templateOf(dirname),
          filename: `${name}.html`,
          title: title || name,
          templateParameters: { title: title || name },
          minify: false,
        }),
        buildConstants(name, dirname),
      ],
    };
    // A page may build some modules from elsewhere (the sign-in page: React's API from Preact).
    if (alias) config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...alias } };
    return config;
  };
}

module.exports = {
  createWebpackConfig,
  createPageConfig,
  federationOptions,
  sharedMap,
  sharedVersions,
  stampedVersions,
  readCatalog,
  localRemotes,
  NO_CACHE_FILES,
};
