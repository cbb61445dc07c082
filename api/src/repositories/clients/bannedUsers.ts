/** Users banned from a client's chat, as unbanning reads and writes them (services/clients/bannedUsers.ts). */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

export function bannedUserOfClient(tx: Executor, bannedUserId: number, clientId: number) {
  return tx
    .selectFrom('banned_users')
    .selectAll()
    .where('id', '=', bannedUserId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export async function markUnbanned(tx: Executor, bannedUserId: number, userId: number, at: Date) {
  await tx
    .updateTable('banned_users')
    .set({ unbanned_at: at, unbanned_by: userId, version: sql`version + 1`, updated_at: at })
    .where('id', '=', bannedUserId)
    .execute();
}
