#!/usr/bin/env node
// `pnpm bench api [name ...]`: api/bench/<name>.ts one after the other (scripts/bench-folder.mjs).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBenchFolder } from '../../scripts/bench-folder.mjs';

runBenchFolder(dirname(fileURLToPath(import.meta.url)), { first: ['api', 'lists'], helpers: ['harness', 'largeData', 'hugeData'], label: 'api' });
