import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { api } from '../../shared';
import { route } from '../../http/route';

export default async function healthRoutes(app: FastifyInstance) {
  route(app, api.auth.health, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' as const, database: app.dbKind };
  });
}
