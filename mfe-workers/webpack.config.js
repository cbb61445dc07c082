// Coursiers, Rétributions, Véhicules: area remote mfe_workers (port 3001), exposing its single-spa lifecycles.
const { createWebpackConfig } = require('@courier/shared/federation');

module.exports = createWebpackConfig({
  name: 'mfe_workers',
  dirname: __dirname,
  port: 3001,
  exposes: { './lifecycles': './src/lifecycles.tsx', './contributions': './src/contributions.ts' },
  remotes: 'runtime',
  title: 'Coursiers, Rétributions, Véhicules (standalone)',
});
