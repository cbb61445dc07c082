/**
 * The outbox (docs/product.md#mail): every mail the portal queued, sent, captured (no SMTP) or
 * failed to send, read-only for SETTINGS staff so they can see what a client was sent and
 * whether it left. The queue itself is mail/sender.ts.
 */
import { notFoundField } from '../domain/errors';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { COUNT_PAGES_AHEAD, KEYSET_CURSOR } from './paging';
import type { QueryOut, ResponseOut } from './areaTypes';

type Query = QueryOut<'settings', 'getMails'>;
type Row = ResponseOut<'settings', 'getMails'>['items'][number];
type Raw = Record<string, unknown>;

/** Attachment metadata without their content: index, name, type and size in bytes. */
const ATTACHMENTS = sql`(select coalesce(jsonb_agg(jsonb_build_object(
    'index', a.i - 1,
    'filename', coalesce(a.v->>'filename', 'attachment'),
    'contentType', a.v->>'contentType',
    'size', (length(coalesce(a.v->>'content', '')) * 3 / 4)
      - case when right(a.v->>'content', 2) = '==' then 2 when right(a.v->>'content', 1) = '=' then 1 else 0 end
  ) order by a.i), '[]'::jsonb)
  from jsonb_array_elements(m.attachments) with ordinality as a(v, i)) as attachment_list`;

const iso = (v: unknown) => (v ? new Date(v as string | Date).toISOString() : null);

function toRow(r: Raw): Row {
  return {
    id: Number(r.id),
    createdAt: new Date(r.created_at as string | Date).toISOString(),
    to: r.to_addresses as string[],
    cc: r.cc_addresses as string[],
    subject: String(r.subject),
    status: r.status as Row['status'],
    tries: Number(r.tries),
    nextAttemptAt: r.status === 'queued' ? iso(r.next_attempt_at) : null,
    lastError: (r.last_error as string | null) ?? null,
    sentAt: iso(r.sent_at),
    messageId: (r.transport_message_id as string | null) ?? null,
    serverResponse: (r.transport_response as string | null) ?? null,
    attachments: (typeof r.attachment_list === 'string'
      ? JSON.parse(r.attachment_list)
      : r.attachment_list) as Row['attachments'],
  };
}

/** The columns of a row of the list (never `sealed_body`: the outbox shows no secret). */
const COLUMNS = sql`m.id, m.created_at, m.to_addresses, m.cc_addresses, m.subject, m.status, m.tries, m.next_attempt_at,
  m.last_error, m.sent_at, m.transport_message_id, m.transport_response`;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * outbox/getMails, newest first, in ONE query paged like the admin trail: ids walked on the
 * (created_at desc, id desc) index, or the status one (migrations 0037, 0041), the total counted
 * at most COUNT_PAGES_AHEAD pages ahead; a `cursor` starts right after a mail (stable while mails
 * are added). The search reads the trigram index of `mail_outbox_search_text`. The page's rows are
 * looked up by key in a lateral fenced by `offset 0`, else the prepared plan hashes the outbox.
 */
export async function listMails(db: Executor, q: Query) {
  const keyset = q.cursor === undefined ? undefined : KEYSET_CURSOR.exec(q.cursor);
  if (q.cursor !== undefined && !keyset) throw new Error('Invalid outbox cursor');
  // With a cursor the count runs from it: this page and COUNT_PAGES_AHEAD more.
  const cap = (keyset ? 1 + COUNT_PAGES_AHEAD : q.page + COUNT_PAGES_AHEAD) * q.pageSize;
  const skip = keyset ? 0 : (q.page - 1) * q.pageSize;
  // Control characters cannot be in a search (the separator of the searched text is one).
  const search = q.search?.replace(/\p{Cc}/gu, '');
  const where = [
    q.status ? sql`m.status = ${q.status}` : undefined,
    search ? sql`mail_outbox_search_text(m.subject, m.to_addresses, m.cc_addresses) like lower(${containing(search)})` : undefined,
    // Days of Paris, as the page shows the times: from the first day's midnight to the one after the last.
    q.dateFrom ? sql`m.created_at >= (${q.dateFrom}::date)::timestamp at time zone 'Europe/Paris'` : undefined,
    q.dateTo ? sql`m.created_at < (${q.dateTo}::date + 1)::timestamp at time zone 'Europe/Paris'` : undefined,
    keyset ? sql`(m.created_at, m.id) < (${keyset[1]}::timestamptz, ${keyset[2]}::bigint)` : undefined,
  ].filter((c) => c !== undefined);
  const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const { rows } = await sql<Raw & { counted: number; cursor_at: string | null }>`with matched as (
      select m.id, m.created_at from mail_outbox m ${condition}
      order by m.created_at desc, m.id desc
      limit ${cap + 1}
    ),
    counted as (select count(*)::int as counted from matched),
    page as (
      select id, created_at from matched order by created_at desc, id desc offset ${skip} limit ${q.pageSize}
    )
    select c.counted, ${COLUMNS}, ${ATTACHMENTS},
      to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
    from counted c
    left join (page p cross join lateral (select * from mail_outbox x where x.id = p.id offset 0) m) on true
    order by p.created_at desc, p.id desc`.execute(db);
  // The count's row is there even past the last page (no mail then: id is null).
  const counted = rows.length ? Number(rows[0].counted) : 0;
  const found = rows.filter((r) => r.id !== null);
  const last = found[found.length - 1];
  const more = counted > skip + found.length;
  return {
    items: found.map((r) => toRow(r)),
    total: Math.min(counted, cap),
    totalIsLowerBound: counted > cap,
    page: q.page,
    pageSize: q.pageSize,
    nextCursor: more && last ? `${last.cursor_at}~${last.id}` : null,
  };
}

/** outbox/getMail: one mail with its text and html as the outbox keeps them (secrets redacted). */
export async function getMail(db: Executor, id: number) {
  const { rows } = await sql<Raw>`select ${COLUMNS}, m.text_body, m.html_body, ${ATTACHMENTS}
    from mail_outbox m where m.id = ${id}`.execute(db);
  if (!rows.length) throw notFoundField('id', `No such mail: ${id}`);
  const r = rows[0];
  return { ...toRow(r), text: String(r.text_body), html: (r.html_body as string | null) ?? null };
}

export async function getAttachment(db: Executor, id: number, index: number) {
  const mail = await db
    .selectFrom('mail_outbox')
    .select('attachments')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!mail) throw notFoundField('id', `No such mail: ${id}`);
  const list = (typeof mail.attachments === 'string' ? JSON.parse(mail.attachments) : mail.attachments) as {
    filename?: string;
    contentType?: string;
    content?: string;
  }[];
  const a = Array.isArray(list) ? list[index] : undefined;
  if (!a) throw notFoundField('index', `Mail ${id} has no attachment ${index}`);
  return {
    filename: a.filename ?? 'attachment',
    contentType: a.contentType ?? null,
    content: a.content ?? '',
  };
}
