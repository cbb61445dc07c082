import { buildApp } from './app';
import { loadConfig } from './config';
import { openAndMigrate, seedDemoIfEmpty } from './db/prepare';
import { purgeOldSessions } from './repositories/sessions';

/**
 * The API server: config from the environment, database opened and migrated, demo data on
 * a first run when SEED_DEMO=1, then listen; SIGINT/SIGTERM finish in-flight requests and
 * close the database (releasing the PGlite lock) before exiting.
 */
async function main() {
  const config = loadConfig();
  const opened = await openAndMigrate(config);
  const app = await buildApp({ config, db: opened.db, dbKind: opened.kind });
  if (opened.applied.length) app.log.info({ migrations: opened.applied }, 'migrations applied');
  if (config.seedDemo && (await seedDemoIfEmpty(opened))) app.log.info('demo data seeded (small)');
  await purgeOldSessions(opened.db);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await opened.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`API on http://${config.host}:${config.port}${config.apiBasePath}/api, OpenAPI UI on ${config.apiBasePath}/docs (${opened.kind})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
