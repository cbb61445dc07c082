// The shell: host of the portal (port 3000). Remotes are registered at run time from remotes.json.
// The sign-in page is a second build, without federation, served on the sign-in paths.
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
  createPageConfig({ name: 'signin', dirname: __dirname, entry: './src/signin.tsx', title }),
];
