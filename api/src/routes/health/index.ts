import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { api } from '../../shared';
import { route } from '../../http/route';
import { HttpError, serviceUnavailable } from '../../http/errors';

export default async function healthRoutes(app: FastifyInstance) {
  // Readiness: 200 only when the database answers within 2 s, else 503 (a load balancer
  // takes the process out of rotation until it recovers by itself).
  route(app, api.auth.health, async () => {
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
  });
}
