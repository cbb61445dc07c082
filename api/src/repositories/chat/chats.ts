/**
 * Direct chats: the list (chat/getChats, one query with the stored counts of migration
 * 0014_chat_unread), the statements of opening a chat (services/chat/startChat.ts), and the
 * staff picker.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { containsPattern } from '../textSearch';
import type { QueryOut } from '../areaTypes';
import { ownOnly, type ChatRow } from './access';
import { LAST_SENDER, lastMessageOf } from './lastMessage';
import { unreadOf } from './unread';

/** A user's direct chats (or one of them), last message first, one query. */
export async function chatRows(db: Executor, userId: number, chatId?: number): Promise<ChatRow[]> {
  const one = chatId !== undefined ? sql`and ch.id = ${chatId}` : sql``;
  const res = await sql<{
    id: number;
    other_kind: 'staff' | 'cfr';
    other_id: number;
    other_name: string;
    client_name: string | null;
    unread: number;
    lm_id: number | null;
    lm_body: string | null;
    lm_sent_at: Date | null;
    lm_sender: string | null;
  }>`
    select ch.id,
      case when ch.cfr_user_id is not null then 'cfr' else 'staff' end as other_kind,
      coalesce(ch.cfr_user_id, case when ch.user_id = ${userId} then ch.other_user_id else ch.user_id end) as other_id,
      coalesce(trim(cu.first_name || ' ' || cu.last_name), su.name, '') as other_name,
      cl.name as client_name,
      ${unreadOf('ch', 'mr')} as unread,
      lm.id as lm_id, lm.body as lm_body, lm.sent_at as lm_sent_at,
      ${LAST_SENDER} as lm_sender
    from chats ch
    left join cfr_users cu on cu.id = ch.cfr_user_id
    left join clients cl on cl.id = cu.client_id
    left join staff_users su on su.id = case when ch.user_id = ${userId} then ch.other_user_id else ch.user_id end
    left join message_reads mr on mr.user_id = ${userId} and mr.chat_id = ch.id
    left join messages lm on lm.id = ch.last_message_id
    where (ch.user_id = ${userId} or ch.other_user_id = ${userId}) ${one}
    order by ch.last_message_at desc nulls last, ch.id
    limit 1000`.execute(db);
  return res.rows.map((r) => ({
    id: r.id,
    other: { kind: r.other_kind, id: r.other_id, name: r.other_name, clientName: r.client_name },
    unread: Number(r.unread),
    lastMessage: lastMessageOf(r),
  }));
}

export function listChatsOfUser(
  db: Executor,
  caller: number,
  query: QueryOut<'chat', 'getChats'>,
): Promise<ChatRow[]> {
  ownOnly(caller, query.userId, 'chats');
  return chatRows(db, caller);
}

/**
 * Active staff with the CHAT role, for the pickers: by name only. Logins are shown to SETTINGS
 * alone, so a search never matches one (it would tell a login from a name).
 */
export async function listChatStaff(db: Executor, search?: string): Promise<{ id: number; name: string }[]> {
  let q = db
    .selectFrom('staff_users')
    .select(['id', 'name'])
    .where('activity_status', '=', 'active')
    .where(sql<boolean>`'CHAT' = any(roles)`);
  if (search) q = q.where(sql<boolean>`lower(name) like ${containsPattern(search)}`);
  return q.orderBy('name').orderBy('id').limit(100).execute();
}

/** The direct chat of two staff users (`a` < `b`), if they have one. */
export function findDirectChat(db: Executor, a: number, b: number) {
  return db.selectFrom('chats').select('id').where('user_id', '=', a).where('other_user_id', '=', b).executeTakeFirst();
}

/** Opens the direct chat of `a` < `b`; its id, or undefined when another request opened it meanwhile. */
export async function insertDirectChat(tx: Executor, a: number, b: number): Promise<number | undefined> {
  const row = await sql<{ id: number }>`
    insert into chats (user_id, other_user_id) values (${a}, ${b})
    on conflict (user_id, other_user_id) where other_user_id is not null do nothing returning id`.execute(tx);
  return row.rows[0]?.id;
}
