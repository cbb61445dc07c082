#!/usr/bin/env node
// `npm start`: build what is not built yet, migrate, seed the demo data on first run, and
// serve every app from its own port. Data lives in ./data (or DATA_DIR); delete it for a
// fresh demo. REBUILD=1 rebuilds the web apps.
import { join } from 'node:path';
import { APPS, API_PORT, DEMO_ACCOUNTS, ROOT, buildApps, missingBuilds, prepareDatabase, startApi, startStatic, waitFor } from './portal.mjs';

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(ROOT, 'data') };

const toBuild = process.env.REBUILD ? APPS : missingBuilds();
if (toBuild.length) buildApps(toBuild);
prepareDatabase(env);

const children = [startApi(env), ...APPS.map((app) => startStatic(app, { quiet: true }))];
const stopAll = () => {
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const c of children) c.on('exit', (code) => code && code !== 0 && console.error(`a server exited with ${code}`));

await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
await Promise.all(APPS.map((a) => waitFor(`http://127.0.0.1:${a.port}/`)));
console.log(`
The portal is up:  http://localhost:${APPS[0].port}
API:               http://localhost:${API_PORT}/api   (OpenAPI UI: http://localhost:${API_PORT}/docs)
Areas:             ${APPS.slice(1).map((a) => `${a.name} :${a.port}`).join(', ')}
Data folder:       ${env.DATA_DIR}

${DEMO_ACCOUNTS}

Press Ctrl+C to stop.`);
