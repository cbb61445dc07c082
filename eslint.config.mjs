import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/test-results/**',
      '**/@mf-types/**',
      'data/**',
      '.tools/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // React code only: Playwright fixtures also call their callback `use`.
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // shared's heavy part reaches the light core by package name only: a relative import
    // would bundle a second copy of the session stores and the axios client (see src/core.ts).
    files: ['shared/src/{ui,area,dev-host,contract}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../store',
                '../store/*',
                '../config',
                '../config/*',
                '../access',
                '../access/*',
                '../api-client',
                '../api-client/*',
                '../session',
                '../session/*',
                '../sign-in',
                '../sign-in/*',
              ],
              message: "Import the light core through '@courier/shared/core'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The sign-in page (signin.tsx, its own bundle) and the portal's first code (bootstrap.tsx)
    // load without the UI kit: the core of shared only.
    files: ['shell/src/bootstrap.tsx', 'shell/src/signin.tsx', 'shell/src/features/sign-in/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@courier/shared',
              message: "The sign-in pages use '@courier/shared/core' only (no UI kit).",
            },
            { name: '@mantine/core', message: 'The sign-in pages load without the UI kit.' },
            { name: 'react-router-dom', message: 'The sign-in pages load without the router.' },
            { name: '@tanstack/react-query', message: 'The sign-in pages load without the data cache.' },
          ],
        },
      ],
    },
  },
  // The API (api/src): the seed is demo data, loaded on demand by db/prepare.ts only; an area's
  // routes (routes/<area>/) never reach into another area's folder: helpers shared by several
  // areas live in http/ (or repositories/, domain/).
  ...(() => {
    const noSeed = {
      regex: '(^|/)seed(/|$)',
      message: 'Production code does not import the seed (db/prepare.ts loads it on demand).',
    };
    const noOtherArea = {
      regex: '^\\.\\.(/(?!\\.\\.)|$)|(^|/)routes(/|$)',
      message: "A route folder imports no other route folder: move what is shared to http/ (or repositories/, domain/).",
    };
    return [
      {
        files: ['api/src/**/*.ts'],
        ignores: ['api/src/db/seed/**'],
        rules: { 'no-restricted-imports': ['error', { patterns: [noSeed] }] },
      },
      {
        files: ['api/src/routes/*/**/*.ts'],
        rules: { 'no-restricted-imports': ['error', { patterns: [noSeed, noOtherArea] }] },
      },
    ];
  })(),
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
