/** Unbanning a user banned from a client's chat (clients/unbanUser), an event of the client's timeline. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { conflict, invalid, notFoundField } from '../../domain/errors';
import { iso } from '../rowValues';
import { recordClientChange } from '../events/clientEvents';
import { requireClient } from './detail';

export async function unbanUser(
  db: Database,
  userId: number,
  ban: { userBannedId: number; userBannedEmail: string; clientId: number },
) {
  return db.transaction().execute(async (tx) => {
    const client = await requireClient(tx, ban.clientId);
    const row = await tx
      .selectFrom('banned_users')
      .selectAll()
      .where('id', '=', ban.userBannedId)
      .where('client_id', '=', client.id)
      .executeTakeFirst();
    if (!row) throw notFoundField('userBannedId', `No banned user ${ban.userBannedId} for ${client.business_code}`);
    if (row.email.toLowerCase() !== ban.userBannedEmail)
      throw invalid('The email is not the banned one', { userBannedEmail: `Banned user ${row.id} is ${row.email}` });
    if (row.unbanned_at !== null) throw conflict(`${row.email} is no longer banned`);
    const now = new Date();
    await tx
      .updateTable('banned_users')
      .set({ unbanned_at: now, unbanned_by: userId, version: sql`version + 1`, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'unban',
      action: 'clients.unbanUser',
      summary: `Unbanned ${row.email}`,
    });
    return {
      userBannedId: row.id,
      userBannedEmail: row.email,
      userCFrId: row.cfr_user_id,
      reason: row.reason,
      bannedAt: iso(row.banned_at),
      unbannedAt: iso(now),
    };
  });
}
