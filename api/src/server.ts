import { buildApp } from './app';
import { loadConfig } from './config';
import { openAndMigrate, seedDemoIfEmpty } from './db/prepare';
import { purgeOldSessions } from './repositories/sessions';
import { purgeOldAttempts } from './repositories/loginAttempts';
import { purgeOldRateLimitWindows } from './repositories/rateLimitStore';
import { productionProblems } from './auth/productionChecks';
import { checkSecretKey } from './auth/secretKeyCheck';
import { warmUp } from './warmUp';

/**
 * The API server: config from the environment, database opened and migrated, demo data on
 * a first run when SEED_DEMO=1, then listen; SIGINT/SIGTERM finish in-flight requests and
 * close the database (releasing the PGlite lock) before exiting.
 */
async function main() {
  // Every setting checked at once, before anything opens (a production without a way for mails
  // to leave included): one message naming each problem.
  const config = loadConfig();
  let warn = (err: Error) => console.warn(`[db] idle connection dropped: ${err.message}`);
  const opened = await openAndMigrate(config, (err) => warn(err));
  const app = await buildApp({ config, db: opened.db, dbKind: opened.kind, backgroundJobs: true });
  warn = (err) => app.log.warn({ err }, 'an idle database connection failed and was dropped; the next query reconnects');
  if (opened.applied.length) app.log.info({ migrations: opened.applied }, 'migrations applied');
  if (config.seedDemo && (await seedDemoIfEmpty(opened))) app.log.info('demo data seeded (small)');
  // A key that does not open the database's secrets is refused here, not found at sign-in.
  let keyCheck;
  try {
    keyCheck = await checkSecretKey(opened.db, config.totpKey, config.totpKeySource);
  } catch (err) {
    await app.close();
    await opened.close();
    throw err;
  }
  if (keyCheck.created) app.log.info({ resealed: keyCheck.resealed }, 'TOTP key check value written; secrets stored in older forms are now sealed bound to their user');
  const problems = await productionProblems(config, opened.db);
  if (problems.length) {
    await opened.close();
    throw new Error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
  }
  await purgeOldSessions(opened.db);
  await purgeOldAttempts(opened.db);
  await purgeOldRateLimitWindows(opened.db);
  // The first calls of a fresh process are its slowest: paid here, before /health answers (warmUp.ts).
  await warmUp(opened.db, opened.kind === 'postgres' ? config.databasePoolMax : 1, app.log);
  // The background jobs (the outbox's sender, the daily recovery flags: jobs/plugin.ts) start
  // once the app is ready, at listen below, and stop when it closes.

  // Graceful stop (a rolling restart behind a proxy): the listening socket closes at once (the
  // proxy sends new requests to another process), requests in flight finish, idle keep-alive
  // connections close, chat sockets are closed with 1012 "service restart" (the page reconnects,
  // through the proxy, to another process and catches up with `since`), then the database is
  // released. Whatever is still open after 10 s is cut: the process exits 1.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting anyway');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      // No new connection from here on (the proxy's next one is refused: it tries another
      // process). Only the listening socket closes: connections just accepted keep the request
      // they are carrying (closing "idle" connections now would reset them before it is read).
      const { Server } = await import('node:net');
      Server.prototype.close.call(app.server);
      const sockets = [...(app.websocketServer?.clients ?? [])];
      for (const socket of sockets) socket.close(1012, 'Service restart: reconnect');
      // The close handshake of a page that does not answer is not waited for long.
      const closed = sockets.map((s) => (s.readyState === s.CLOSED ? undefined : new Promise((done) => s.once('close', done))));
      const handshakes = Promise.all(closed);
      await new Promise((done) => setTimeout(done, 300));
      // Requests in flight finish; idle keep-alive connections close; then the database goes.
      const stopping = app.close();
      await Promise.race([handshakes, new Promise((done) => setTimeout(done, 2_000).unref())]);
      for (const socket of sockets) if (socket.readyState !== socket.CLOSED) socket.terminate();
      await stopping;
      await opened.close();
      app.log.info({ signal, chatSockets: sockets.length }, 'stopped');
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
