// Chat: area remote mfe_chat (port 3006), exposing its single-spa lifecycles.
const { createWebpackConfig } = require('@courier/shared/federation');

module.exports = createWebpackConfig({
  name: 'mfe_chat',
  dirname: __dirname,
  port: 3006,
  exposes: { './lifecycles': './src/lifecycles.tsx', './contributions': './src/contributions.ts' },
  remotes: 'runtime',
  title: 'Chat (standalone)',
});
