// Settings: area remote mfe_settings (port 3005), exposing its single-spa lifecycles.
const { createWebpackConfig } = require('@courier/shared/federation');

module.exports = createWebpackConfig({
  name: 'mfe_settings',
  dirname: __dirname,
  port: 3005,
  exposes: { './lifecycles': './src/lifecycles.tsx', './contributions': './src/contributions.ts' },
  remotes: 'runtime',
  title: 'Settings (standalone)',
});
