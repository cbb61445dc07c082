/** POST users/cfr/inactiveUser: a client-side user made inactive, its reset link forgotten and its sessions ended. */
import type { BodyOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import { conflict } from '../../domain/errors';
import { getCfrUserDetail } from '../../repositories/cfrUsers/detail';
import { endSessions, markInactive, requireRef } from '../../repositories/cfrUsers/commands';
import { recordCfrUserChange } from './trail';

export async function inactivateCfrUser(db: Database, userId: number, target: BodyOut<'cfrUsers', 'inactiveUser'>) {
  return db.transaction().execute(async (tx) => {
    const u = await requireRef(tx, target);
    if (u.activity_status === 'inactive') throw conflict(`${u.email} is already inactive`);
    const now = new Date();
    await markInactive(tx, u.id, now);
    const ended = await endSessions(tx, u.id, now);
    await recordCfrUserChange(tx, userId, { id: u.id, email: u.email, clientId: u.client_id }, {
      action: 'inactiveUser',
      summary: `made inactive; ${ended} session(s) ended`,
      data: { event: 'inactivated', sessions: ended },
    });
    return getCfrUserDetail(tx, u.id);
  });
}
