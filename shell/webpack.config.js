// The shell: host of the portal (port 3000). Remotes are registered at run time from remotes.json.
const { createWebpackConfig } = require('@courier/shared/federation');

module.exports = createWebpackConfig({
  name: 'shell',
  dirname: __dirname,
  port: 3000,
  isHost: true,
  remotes: 'runtime',
  title: 'Coursier back office',
});
