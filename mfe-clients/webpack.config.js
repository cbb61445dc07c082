// Client, Utilisateurs: area remote mfe_clients (port 3002), exposing its single-spa lifecycles.
const { createWebpackConfig } = require('@courier/shared/federation');

module.exports = createWebpackConfig({
  name: 'mfe_clients',
  dirname: __dirname,
  port: 3002,
  exposes: { './lifecycles': './src/lifecycles.tsx', './contributions': './src/contributions.ts' },
  remotes: 'runtime',
  title: 'Client, Utilisateurs (standalone)',
});
