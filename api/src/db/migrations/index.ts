import type { Migration } from 'kysely';
import * as m0001 from './0001_auth_and_audit';
import * as m0002 from './0002_domain';
import * as m0003 from './0003_admin_events_user_action';
import * as m0004 from './0004_security';

/** Every migration, in order. Names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_auth_and_audit': m0001,
  '0002_domain': m0002,
  '0003_admin_events_user_action': m0003,
  '0004_security': m0004,
};
