// Jest preset of every front-end package: jsdom, @swc/jest, CSS stubs, the federation runtime mocked.
const os = require('node:os');
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // FormatJS (react-intl's message parser and formatter) ships ES modules only: compile them too.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@formatjs|intl-messageformat|react-intl)/)'],
  moduleNameMapper: {
    // shared imports its own core by package name (one federation singleton); jest has no self-reference.
    '^@courier/shared/core$': path.join(__dirname, '..', 'src', 'core.ts'),
    '\\.module\\.css$': path.join(__dirname, 'css-module-stub.js'),
    '\\.css$': path.join(__dirname, 'style-stub.js'),
    '^@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime-mock.js'),
  },
  setupFiles: [path.join(__dirname, 'setup-env.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.js')],
  // Build-time constants of the federation preset's DefinePlugin.
  globals: { __MF_NAME__: 'test', __BUILD_LABEL__: '' },
  clearMocks: true,
  // At least two workers, also on a 2-core CI machine (jest's default there is one, run in the
  // parent process): the suites take about 40 % less time, and whatever a run leaves pending
  // no longer holds the process 20-30 s after its last test (workers are ended, a parent is not).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};
