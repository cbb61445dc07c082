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

const { PreloadFirstViewPlugin } = require('./preload-first-view');

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

const {
  buildConstants,
  federationOptions,
  readCatalog,
  sharedMap,
  sharedVersions,
  stampedVersions,
} = require('./sharing');
const {
  CopyPublicPlugin,
  JsonAssetPlugin,
  PagesManifestPlugin,
  historyFallback,
  templateOf,
} = require('./plugins');

/** Files that point at builds: never cached, so a redeployed area is picked up at once. */
const NO_CACHE_FILES = /(^|\/)(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|config\.json)$/;

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
 * The full webpack config of an app.
 * @param {{
 *   name: string,            // MF name, with underscores (mfe_workers, shell)
 *   dirname: string,         // the app folder (__dirname of its webpack.config.js)
 *   port?: number,           // dev server port; default: the app's port in shared/src/areas/areas.json
 *   exposes?: Record<string, string>,
 *   remotes?: 'runtime',     // remotes are always registered at run time
 *   isHost?: boolean,        // the shell
 *   title?: string,          // title of the html page (host or standalone dev host)
 *   pages?: import('./plugins').Pages, // host only: pages built by createPageConfig, served on these paths
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
  if (port === undefined)
    throw new Error(`federation preset: no port for ${name} (add it to shared/src/areas/areas.json)`);
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
          ? {
              keep: (/** @type {string} */ asset) =>
                pageFiles.some((p) => asset === `${p}.html` || asset.startsWith(`${p}/`)),
            }
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
