import type { Config } from './config';
import type { Database, DatabaseKind } from './db/database';
import type { Jobs } from './jobs/plugin';
import type { Mailer } from './plugins/mailer';
import type { AuthUser } from './repositories/staffUsers';
import type { SessionStatus } from './repositories/sessions';

/** Who is calling: set by the auth hook on every /api request that carries a valid session. */
export interface AuthContext {
  sessionId: number;
  status: SessionStatus;
  user: AuthUser;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbKind: DatabaseKind;
    mailer: Mailer;
    jobs: Jobs;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
