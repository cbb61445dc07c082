// Finance: area remote mfe_finance (port 3004), exposing its single-spa lifecycles.
const { createWebpackConfig } = require('@courier/shared/federation');

module.exports = createWebpackConfig({
  name: 'mfe_finance',
  dirname: __dirname,
  port: 3004,
  exposes: { './lifecycles': './src/lifecycles.tsx', './contributions': './src/contributions.ts' },
  remotes: 'runtime',
  title: 'Finance (standalone)',
});
