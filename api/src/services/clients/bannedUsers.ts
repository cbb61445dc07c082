/** POST clients/unbanUser: a user banned from a client's chat let back, an event of the client's timeline. */
import type { BodyOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import { conflict, invalid, notFoundField } from '../../domain/errors';
import { iso } from '../../repositories/rowValues';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { requireClient } from '../../repositories/clients/detail';
import { bannedUserOfClient, markUnbanned } from '../../repositories/clients/bannedUsers';

export async function unbanUser(db: Database, userId: number, ban: BodyOut<'clients', 'unbanUser'>) {
  return db.transaction().execute(async (tx) => {
    const client = await requireClient(tx, ban.clientId);
    const row = await bannedUserOfClient(tx, ban.userBannedId, client.id);
    if (!row) throw notFoundField('userBannedId', `No banned user ${ban.userBannedId} for ${client.business_code}`);
    if (row.email.toLowerCase() !== ban.userBannedEmail)
      throw invalid('The email is not the banned one', { userBannedEmail: `Banned user ${row.id} is ${row.email}` });
    if (row.unbanned_at !== null) throw conflict(`${row.email} is no longer banned`);
    const now = new Date();
    await markUnbanned(tx, row.id, userId, now);
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'unban',
      action: 'clients.unbanUser',
      summary: `Unbanned ${row.email}`,
      data: { email: row.email },
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
