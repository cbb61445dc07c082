/**
 * Support tickets (docs/product.md#tickets), the statements: the sender, the ticket stored, the
 * list (open, closed or all, newest first) and marking one done. What a ticket means (its mail,
 * its events, the rules of closing) is in services/chat/sendEmail.ts and closeTicket.ts.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { TicketRow, TicketStatusFilter } from '@courier/shared/contract';
import { iso } from './access';

export function ticketSender(db: Executor, userId: number) {
  return db.selectFrom('staff_users').select(['name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export function insertTicket(
  tx: Executor,
  t: { userId: number; subject: string; body: string; to: string; roomId?: number | null },
) {
  return tx
    .insertInto('tickets')
    .values({ user_id: t.userId, subject: t.subject, body: t.body, to_email: t.to, room_id: t.roomId ?? null })
    .returning(['id', 'sent_at'])
    .executeTakeFirstOrThrow();
}

interface Row {
  id: number;
  subject: string;
  body: string;
  room_id: number | null;
  room_name: string | null;
  user_id: number | null;
  sender_name: string | null;
  sent_at: Date;
  closed_at: Date | null;
  closed_by: number | null;
  closer_name: string | null;
  version: number;
}

const person = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

function ticketOf(r: Row): TicketRow {
  return {
    id: r.id,
    subject: r.subject,
    body: r.body,
    room: person(r.room_id, r.room_name),
    sentBy: person(r.user_id, r.sender_name),
    sentAt: iso(r.sent_at),
    status: r.closed_at ? 'closed' : 'open',
    closedAt: r.closed_at ? iso(r.closed_at) : null,
    closedBy: person(r.closed_by, r.closer_name),
    version: r.version,
  };
}

const SELECT_TICKET = sql`select t.id, t.subject, t.body, t.room_id, r.name as room_name, t.user_id,
    s.name as sender_name, t.sent_at, t.closed_at, t.closed_by, cl.name as closer_name, t.version
  from tickets t
  left join rooms r on r.id = t.room_id
  left join staff_users s on s.id = t.user_id
  left join staff_users cl on cl.id = t.closed_by`;

const statusFilter = (status: TicketStatusFilter) =>
  status === 'open' ? sql`t.closed_at is null` : status === 'closed' ? sql`t.closed_at is not null` : sql`true`;

/** A page of tickets, newest first, and the total of the filter (the open ones read the partial index). */
export async function listTickets(db: Executor, q: { status: TicketStatusFilter; page: number; pageSize: number }) {
  const where = statusFilter(q.status);
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<Row>`${SELECT_TICKET} where ${where} order by t.sent_at desc, t.id desc
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from tickets t where ${where}`.execute(db),
  ]);
  return { items: rows.map(ticketOf), total: counted[0].n, page: q.page, pageSize: q.pageSize };
}

/** One ticket as the list shows it, or undefined. */
export async function findTicket(db: Executor, ticketId: number): Promise<TicketRow | undefined> {
  const { rows } = await sql<Row>`${SELECT_TICKET} where t.id = ${ticketId}`.execute(db);
  return rows[0] && ticketOf(rows[0]);
}

/** Marks an open ticket at `version` done by `userId`; false when it is not open at that version. */
export async function markTicketClosed(tx: Executor, t: { ticketId: number; version: number; userId: number }) {
  const done = await tx
    .updateTable('tickets')
    .set((eb) => ({ closed_at: sql`now()`, closed_by: t.userId, version: eb('version', '+', 1) }))
    .where('id', '=', t.ticketId)
    .where('version', '=', t.version)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The open tickets: how many, and the `limit` oldest (waiting longest), for the Today widget. */
export async function openTickets(db: Executor, limit: number) {
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<Row>`${SELECT_TICKET} where t.closed_at is null order by t.sent_at, t.id limit ${limit}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from tickets t where t.closed_at is null`.execute(db),
  ]);
  return { count: counted[0].n, oldest: rows.map(ticketOf) };
}
