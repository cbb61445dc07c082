import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { HttpError, serviceUnavailable } from '../../http/errors';

/** GET health: `ok` when the database answers `select 1` within 2 s, else a 503 with Retry-After. */
export async function databaseAnswers(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(serviceUnavailable('The database does not answer')), 2_000);
  });
  try {
    await Promise.race([sql`select 1`.execute(app.db), timeout]);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw serviceUnavailable('The database does not answer');
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ok' as const, database: app.dbKind };
}
