/**
 * `chat/today` (CHAT): the caller's conversations with unread messages, from the stored
 * counters as chat/getUnread reads them (repositories/chat/unread.ts), named; and the support
 * tickets still open, counted as ticket/getTickets?status=open counts them, the oldest first
 * (they have waited longest).
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { TodayAnswer } from '@courier/shared/contract';
import { parisDate, todayInParis } from '../../domain/dates';
import { unreadOf } from '../chat/unread';
import { openTickets } from '../chat/tickets';
import { item, link, widget } from './widget';

/** Open tickets the widget lists (the oldest). */
const OLDEST_TICKETS = 3;
const TICKETS_LIST = { tab: 'tickets', status: 'open' } as const;

interface Row {
  room_id: number | null;
  chat_id: number | null;
  name: string;
  unread: number;
  last: Date | null;
}

export async function chatToday(db: Executor, userId: number, now = new Date()): Promise<TodayAnswer> {
  const today = todayInParis(now);
  const { rows } = await sql<Row>`
    select rm.room_id, null::int as chat_id, r.name, ${unreadOf('r', 'mr')} as unread, r.last_message_at as last
    from room_members rm
    join rooms r on r.id = rm.room_id
    left join message_reads mr on mr.user_id = ${userId} and mr.room_id = rm.room_id
    where rm.user_id = ${userId} and r.message_count > coalesce(mr.read_count, 0)
    union all
    select null, ch.id,
      coalesce((select u.first_name || ' ' || u.last_name from cfr_users u where u.id = ch.cfr_user_id),
        (select s.name from staff_users s
          where s.id = case when ch.user_id = ${userId} then ch.other_user_id else ch.user_id end), 'Chat'),
      ${unreadOf('ch', 'mr')}, ch.last_message_at
    from chats ch
    left join message_reads mr on mr.user_id = ${userId} and mr.chat_id = ch.id
    where (ch.user_id = ${userId} or ch.other_user_id = ${userId}) and ch.message_count > coalesce(mr.read_count, 0)
    order by last desc nulls last, 1, 2`.execute(db);
  const unread = rows.filter((r) => Number(r.unread) > 0);
  const tickets = await openTickets(db, OLDEST_TICKETS);
  return {
    asOf: today,
    widgets: [
      widget({
        key: 'chat.unread',
        count: unread.length,
        items: unread.slice(0, 5).map((r) =>
          item({
            id: r.room_id ?? r.chat_id!,
            title: r.name,
            kind: r.room_id !== null ? 'room' : 'chat',
            count: Number(r.unread),
            href: r.room_id !== null ? `/chat?room=${r.room_id}` : `/chat?chat=${r.chat_id}`,
          }),
        ),
        // chat/getUnread answers these conversations (rooms + chats); the page marks each with its count.
        link: link('/chat'),
      }),
      widget({
        key: 'chat.openTickets',
        count: tickets.count,
        items: tickets.oldest.map((t) =>
          item({
            id: t.id,
            title: t.subject,
            date: parisDate(new Date(t.sentAt)),
            text: t.sentBy?.name ?? null,
            href: link('/chat', { ...TICKETS_LIST, ticket: t.id }).href,
          }),
        ),
        link: link('/chat', TICKETS_LIST),
      }),
    ],
  };
}
