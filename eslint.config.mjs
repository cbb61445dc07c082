import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));

/**
 * Front-end zones, checked on the resolved path of every import:
 * - an area (`mfe-*`) never imports another area, nor the shell (by path, package or
 *   federation name): areas meet only through `@courier/shared` and the URL;
 * - within an app, a feature (`src/features/<a>`) never imports another feature's internals
 *   (`src/features/<b>/...`); `src/features/<b>` itself (its index) is its public face.
 */
const zones = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          area: "An area never imports another area ('{{source}}'): share through @courier/shared or link by URL.",
          feature:
            "A feature never imports another feature's internals ('{{source}}'): import what it offers from its index, or move the shared part to src/ (outside features/) or @courier/shared.",
        },
      },
      create(context) {
        const file = relative(ROOT, context.filename).split(sep);
        const app = file[0];
        const feature = file[1] === 'src' && file[2] === 'features' ? file[3] : undefined;
        const isArea = /^mfe-/.test(app);
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          let target;
          if (source.startsWith('.')) target = relative(ROOT, resolve(dirname(context.filename), source)).split(sep);
          else {
            const bare = /^(mfe[-_][a-z0-9-_]+|shell)(\/|$)/.exec(source);
            if (isArea && bare && bare[1].replace(/_/g, '-') !== app)
              context.report({ node, messageId: 'area', data: { source } });
            return;
          }
          if (isArea && target[0] !== app && (/^mfe-/.test(target[0]) || target[0] === 'shell')) {
            context.report({ node, messageId: 'area', data: { source } });
            return;
          }
          if (
            feature &&
            target[0] === app &&
            target[1] === 'src' &&
            target[2] === 'features' &&
            target[3] !== feature &&
            target.length > 4 &&
            !(target.length === 5 && target[4] === 'index')
          )
            context.report({ node, messageId: 'feature', data: { source } });
        };
        const fromSource = (node) => node.source && check(node.source, node.source.value);
        return {
          ImportDeclaration: fromSource,
          ExportNamedDeclaration: fromSource,
          ExportAllDeclaration: fromSource,
          ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
          CallExpression: (node) => {
            const [arg] = node.arguments;
            if ((node.callee.name === 'require' || node.callee.type === 'Import') && arg?.type === 'Literal')
              check(arg, arg.value);
          },
          TSImportType: (node) => {
            const arg = node.argument?.literal ?? node.argument;
            if (arg?.type === 'Literal') check(arg, arg.value);
          },
        };
      },
    },
  },
};

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
    files: ['shared/src/{ui,area,dev-host,contract,i18n}/**/*.{ts,tsx}'],
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
                '../format',
                '../format/*',
              ],
              message: "Import the light core through '@courier/shared/core'.",
            },
          ],
        },
      ],
    },
  },
  {
    // react-router's setter starts from the last render: two quick changes lose the first.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['useSearchParams'],
              message: "Use useAddressParams from '@courier/shared': its updates build on each other.",
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
  // areas live in http/ (or repositories/, domain/). Below the routes nothing knows of HTTP:
  // services, repositories, domain, jobs, mail and db refuse with domain/errors.ts, so the CLI
  // and the jobs call them without a request.
  ...(() => {
    const noSeed = {
      regex: '(^|/)seed(/|$)',
      message: 'Production code does not import the seed (db/prepare.ts loads it on demand).',
    };
    const noOtherArea = {
      regex: '^\\.\\.(/(?!\\.\\.)|$)|(^|/)routes(/|$)',
      message: "A route folder imports no other route folder: move what is shared to http/ (or repositories/, domain/).",
    };
    const noHttp = {
      regex: '(^|/)(http|routes)(/|$)',
      message: 'Below the routes nothing imports http/ or routes/: throw a DomainError (domain/errors.ts).',
    };
    return [
      {
        files: ['api/src/**/*.ts'],
        ignores: ['api/src/db/seed/**'],
        rules: { 'no-restricted-imports': ['error', { patterns: [noSeed] }] },
      },
      {
        files: ['api/src/{repositories,domain,jobs,services,mail,db}/**/*.ts'],
        ignores: ['api/src/db/seed/**'],
        rules: { 'no-restricted-imports': ['error', { patterns: [noSeed, noHttp] }] },
      },
      {
        files: ['api/src/routes/*/**/*.ts'],
        rules: { 'no-restricted-imports': ['error', { patterns: [noSeed, noOtherArea] }] },
      },
    ];
  })(),
  {
    // No import cycles in the API and in shared: a module imports only what is below it, so a
    // file can be read (and loaded) without the ones that use it. A cycle's fix is to move the
    // function both sides need down to a module of its own, not to re-export it.
    files: ['api/src/**/*.ts', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages are not followed (only the project's own files can make a cycle to fix here);
      // @courier/shared resolves to its real path, shared/src, and is followed.
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'require', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    plugins: { zones },
    rules: { 'zones/imports': 'error' },
  },
  // Words and formats. Apps listed here speak through their catalogs (src/i18n) and the shared
  // formatting module: no literal user-facing text in JSX, its labels or notifications, and no
  // number or date formatted by hand.
  ...(() => {
    // An app joins this list once its words are in its catalogs.
    const TRANSLATED_APPS = ['shell/src', 'shared/src/ui', 'shared/src/sign-in', 'mfe-finance/src', 'mfe-clients/src', 'mfe-planning/src', 'mfe-workers/src', 'mfe-settings/src', 'mfe-chat/src'];
    const textProps = 'aria-label|title|placeholder|label|description|alt|confirmLabel|cancelLabel|emptyText|error';
    return [
      {
        files: TRANSLATED_APPS.map((app) => `${app}/**/*.tsx`),
        ignores: ['**/test/**', '**/*.test.tsx', '**/dev-host/**'],
        plugins: { react },
        rules: {
          'react/jsx-no-literals': [
            'error',
            { noStrings: true, ignoreProps: true, allowedStrings: ['·', '—', '–', '/', '|', ':', '(', ')', '%', '+', '-', '×', '…', '•', '€', '*', '→', '←', '#', ',', '.'] },
          ],
        },
      },
      {
        files: TRANSLATED_APPS.map((app) => `${app}/**/*.{ts,tsx}`),
        ignores: ['**/test/**', '**/*.test.{ts,tsx}', '**/dev-host/**'],
        rules: {
          'no-restricted-syntax': [
            'error',
            {
              selector: `JSXAttribute[name.name=/^(${textProps})$/] > Literal[value=/[A-Za-z]{2}/]`,
              message: 'User-facing text comes from the catalog: t(...) (src/i18n).',
            },
            {
              selector: `CallExpression[callee.name=/^notify(Error|Success|WithUndo)?$/] > Literal[value=/[A-Za-z]{2}/]`,
              message: 'Notification text comes from the catalog: t(...) (src/i18n).',
            },
            {
              selector: `CallExpression[callee.name=/^notify(Error|Success|WithUndo)?$/] > ObjectExpression > Property[key.name=/^(title|message)$/] > Literal[value=/[A-Za-z]{2}/]`,
              message: 'Notification text comes from the catalog: t(...) (src/i18n).',
            },
            {
              selector: "CallExpression[callee.property.name=/^(toFixed|toLocaleString|toLocaleDateString|toLocaleTimeString)$/]",
              message: 'Format through the shared module (useFormat / formatMoney, formatDate...).',
            },
            {
              selector: "NewExpression[callee.object.name='Intl']",
              message: 'Format through the shared module (useFormat / formatMoney, formatDate...).',
            },
            {
              selector: "CallExpression[callee.property.name='format'][callee.object.callee.name='dayjs']",
              message: 'Format dates through the shared module (useFormat().date, .dateTime, .time...).',
            },
          ],
        },
      },
    ];
  })(),
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
