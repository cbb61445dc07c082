// Jest runs the TypeScript sources through swc as CommonJS (the package itself is ESM for
// tsx). A few dependencies ship ESM only (otplib's @noble/@scure, faker): swc converts them too.
const ESM_ONLY = ['@noble/', '@scure/', '@faker-js/', '@otplib/', 'otplib/', 'content-disposition/', 'cookie/'];

const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: { parser: syntax === 'typescript' ? { syntax: 'typescript' } : { syntax: 'ecmascript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': swc('typescript'),
    '^.+\\.m?js$': swc('ecmascript'),
  },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm|${ESM_ONLY.join('|')})`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  globalSetup: '<rootDir>/test/helpers/globalSetup.ts',
  globalTeardown: '<rootDir>/test/helpers/globalTeardown.ts',
  testTimeout: 60_000,
  // PGlite is a wasm database per test file: two workers fit the 2-core machines.
  maxWorkers: process.env.JEST_MAX_WORKERS ?? 2,
  // A worker that ran a test file is replaced by a fresh one (its JS heap is over this after any
  // file): each file leaves a PGlite's wasm memory and its modules behind, a worker grew to
  // 2.7 GB over the routes' 45 files and every later file ran slower (those 45 files: 236 s with
  // long-lived workers, 146 s with fresh ones).
  workerIdleMemoryLimit: '250MB',
};
