#!/usr/bin/env node
// `pnpm bench web [name ...]`: e2e/bench/<name>.ts one after the other (scripts/bench-folder.mjs).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBenchFolder } from '../../scripts/bench-folder.mjs';

runBenchFolder(dirname(fileURLToPath(import.meta.url)), { first: ['web'], label: 'e2e' });
