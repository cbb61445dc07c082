import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/executor';

/**
 * Reads what `warm` holds into memory once the server listens, in the background (listen is
 * not delayed), and stops it when the server closes. An app that only answers injected
 * requests, as in the tests, never listens: it reads each value at its first request.
 */
/** The readings started per server (a route plugin's instance is a child of the app: the HTTP server is theirs in common). */
const readings = new WeakMap<object, Promise<unknown>[]>();

export function readAheadOnListen(
  app: FastifyInstance,
  what: string,
  warm: (db: Executor) => Promise<unknown>,
  stop: (db: Executor) => void,
) {
  app.addHook('onListen', async () => {
    const started = Date.now();
    const reading = warm(app.db);
    readings.set(app.server, [...(readings.get(app.server) ?? []), reading.catch(() => undefined)]);
    reading.then(
      () => app.log.info({ ms: Date.now() - started }, `${what} held in memory`),
      (err: Error) => app.log.warn({ err: err.message }, `${what}: reading ahead failed; each is read at its first request`),
    );
  });
  app.addHook('onClose', () => stop(app.db));
}

/** Resolves once every reading ahead started at listen has ended (the benches measure a server up for a while). */
export async function readAheadsDone(app: FastifyInstance): Promise<void> {
  await Promise.all(readings.get(app.server) ?? []);
}
