// Planning, Missions régulières: area remote mfe_planning (port 3003), exposing its single-spa lifecycles.
const { createWebpackConfig } = require('@courier/shared/federation');

module.exports = createWebpackConfig({
  name: 'mfe_planning',
  dirname: __dirname,
  port: 3003,
  exposes: { './lifecycles': './src/lifecycles.tsx', './contributions': './src/contributions.ts' },
  remotes: 'runtime',
  title: 'Planning, Missions régulières (standalone)',
});
