/**
 * The last message of a room as the rooms lists (roomLists.ts) and the chats show it: its sender's
 * name and the answer's shape.
 */
import { sql } from 'kysely';
import { iso } from './access';

export function lastMessageOf(row: {
  lm_id: number | null;
  lm_body: string | null;
  lm_sent_at: Date | string | null;
  lm_sender: string | null;
}) {
  return row.lm_id !== null
    ? {
        id: row.lm_id,
        body: row.lm_body ?? '',
        sentAt: iso(row.lm_sent_at as Date),
        senderName: row.lm_sender,
      }
    : null;
}

/** The name of the sender of the last message `lm` (staff, or cfr user), as the lists show it. */
export const LAST_SENDER = sql.raw(`coalesce(
  (select lsu.name from staff_users lsu where lsu.id = lm.sender_user_id),
  (select nullif(trim(coalesce(lcu.first_name, '') || ' ' || coalesce(lcu.last_name, '')), '') from cfr_users lcu where lcu.id = lm.sender_cfr_user_id)
)`);
