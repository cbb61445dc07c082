#!/usr/bin/env node
// `pnpm --filter @courier/api build`: the API compiled to JavaScript in dist/ (server.js, cli.js),
// so that production starts with `node dist/server.js` and compiles no TypeScript at run time
// (tsx spends seconds of every start on it). The workspace package `@courier/shared` (TypeScript
// source) is bundled in; every other dependency stays an import from node_modules.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@courier/'));

rmSync(join(root, 'dist'), { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: {
    server: join(root, 'src/server.ts'),
    cli: join(root, 'src/cli.ts'),
    // The Factur-X renderer's worker threads (src/domain/facturx/threads.ts) load it by this name.
    'facturx-worker': join(root, 'src/domain/facturx/worker.ts'),
  },
  outdir: join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // What is imported on demand (the seed and its faker data) is a chunk of its own, loaded
  // then: one bundle would load every import of it at start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // Deep imports of a dependency (`@electric-sql/pglite/contrib/pg_trgm`) stay external too.
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS of @courier/shared may call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`api: dist/server.js and dist/cli.js built in ${Date.now() - started} ms`);
