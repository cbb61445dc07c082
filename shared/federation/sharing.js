// @ts-check
/**
 * What the apps share at run time: the singleton packages and their versions (read from the
 * pnpm catalog), the ModuleFederationPlugin options, and the constants a build declares.
 */
const path = require('node:path');
const fs = require('node:fs');

const ROOT = path.resolve(__dirname, '..', '..');
const SHARED_DIR = path.resolve(__dirname, '..');

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
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
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

/**
 * The version of each package this app shares as a singleton (package -> version), as its
 * build declares them: the host compares a remote's manifest with these before mounting it.
 * @param {string} dirname the app folder
 */
function sharedVersions(dirname) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [key, { version }] of Object.entries(sharedMap(dirname))) {
    if (
      !key.endsWith('/') &&
      !Object.prototype.hasOwnProperty.call(SUBPATH_KEYS, key) &&
      key !== '@courier/shared/core'
    )
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

module.exports = {
  buildConstants,
  federationOptions,
  readCatalog,
  sharedMap,
  sharedVersions,
  stampedVersions,
};
