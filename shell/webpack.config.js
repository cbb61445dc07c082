// The shell: host of the portal (port 3000). Remotes are registered at run time from remotes.json.
// The sign-in page is a second build, without federation, served on the sign-in paths. It
// renders with Preact's React-compatible API (about 15 KB instead of React DOM's 190 KB): the
// first page staff open loads and becomes usable sooner than a bare React page would
// (docs/decisions.md, "The sign-in page renders with Preact").
const { createPageConfig, createWebpackConfig } = require('@courier/shared/federation');
const signInPages = require('@courier/shared/sign-in-pages.json');

const title = 'Coursier back office';

module.exports = [
  createWebpackConfig({
    name: 'shell',
    dirname: __dirname,
    port: 3000,
    isHost: true,
    remotes: 'runtime',
    title,
    pages: { 'signin.html': signInPages },
  }),
  createPageConfig({
    name: 'signin',
    dirname: __dirname,
    entry: './src/signin.tsx',
    title,
    alias: {
      // Exact module names ($): react-dom/client and the JSX runtime have their own Preact entries.
      // Resolved from here: shared's sources import them too, and only the shell has Preact.
      react$: require.resolve('preact/compat'),
      'react-dom$': require.resolve('preact/compat'),
      'react-dom/client$': require.resolve('preact/compat/client'),
      'react/jsx-runtime$': require.resolve('preact/jsx-runtime'),
      'react/jsx-dev-runtime$': require.resolve('preact/jsx-dev-runtime'),
    },
  }),
];
