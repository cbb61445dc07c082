/**
 * The outbox (docs/product.md#mail): every mail the portal sent or, without SMTP, only
 * captured, read-only for SETTINGS staff so they can see what a client was sent.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { notFoundField } from './areaHelpers';
import type { QueryOut, ResponseOut } from './areaTypes';
import { snapshot } from './snapshots';
import { asciiJsonText, jsonPage, rowTexts, type JsonText } from '../http/jsonText';
import { api } from '../shared';

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

function toRow(r: Raw, delivers: boolean): Row {
  return {
    id: Number(r.id),
    createdAt: new Date(r.created_at as string | Date).toISOString(),
    to: r.to_addresses as string[],
    cc: r.cc_addresses as string[],
    subject: String(r.subject),
    status: delivers && r.sent_at ? 'delivered' : 'captured',
    sentAt: r.sent_at ? new Date(r.sent_at as string | Date).toISOString() : null,
    attachments: (typeof r.attachment_list === 'string'
      ? JSON.parse(r.attachment_list)
      : r.attachment_list) as Row['attachments'],
  };
}

/** A held mail: its list columns, its time as text, the texts a search looks in. */
interface Held {
  raw: Raw;
  createdAt: string;
  searched: string[];
}

/**
 * Every mail's list columns (no bodies, no attachment contents), newest first, with the text a
 * search looks in, made again when a mail is added or marked sent (change counter of migration
 * 0012): a page is filtered and cut in memory.
 */
const mails = snapshot('settings_outbox', async (db) => {
  const { rows } =
    await sql<Raw>`select m.id, m.created_at, m.to_addresses, m.cc_addresses, m.subject, m.sent_at, ${ATTACHMENTS}
    from mail_outbox m order by m.created_at desc, m.id desc`.execute(db);
  return {
    all: rows.map((raw): Held => ({
      raw,
      createdAt: new Date(raw.created_at as string | Date).toISOString(),
      searched: [
        String(raw.subject).toLowerCase(),
        [...(raw.to_addresses as string[]), ...(raw.cc_addresses as string[])].join(' ').toLowerCase(),
      ],
    })),
    /** Each search's mails (search and days), kept with the snapshot: the pages of one search cost one scan. */
    found: new Map<string, Held[]>(),
  };
});

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** Each held mail's checked JSON text (variant: whether this server delivers). */
const checkedMailText = rowTexts<Held, Row>(
  api.settings.getMails.response.shape.items.element,
  (m, variant) => toRow(m.raw, variant === 'delivers'),
);
/** In ASCII (listIndex.ts asciiJsonText): an accented subject would make the page a two-byte string. */
const mailTexts = new WeakMap<Held, { variant: string; text: string }>();
function mailText(m: Held, variant: string): string {
  const kept = mailTexts.get(m);
  if (kept && kept.variant === variant) return kept.text;
  const text = asciiJsonText(checkedMailText(m, variant));
  mailTexts.set(m, { variant, text });
  return text;
}

/** `delivers`: whether this server hands mails to SMTP (otherwise every mail is captured only). */
export async function listMails(db: Executor, q: Query, delivers: boolean): Promise<JsonText> {
  const held = await mails(db);
  const search = q.search?.toLowerCase();
  const from = q.dateFrom ? `${q.dateFrom}T00:00:00.000Z` : undefined;
  const until = q.dateTo ? dayAfter(q.dateTo) : undefined;
  let found = held.all;
  if (search || from || until) {
    const key = `${search ?? ''}\u0000${from ?? ''}\u0000${until ?? ''}`;
    const kept = held.found.get(key);
    if (kept) found = kept;
    else {
      found = held.all.filter(
        (m) =>
          (!search || m.searched.some((text) => text.includes(search))) &&
          (!from || m.createdAt >= from) &&
          (!until || m.createdAt < until),
      );
      // Bounded: searches are typed by people; past this many the kept ones start again.
      if (held.found.size >= 500) held.found.clear();
      held.found.set(key, found);
    }
  }
  const start = (q.page - 1) * q.pageSize;
  const variant = delivers ? 'delivers' : 'captures';
  return jsonPage(
    found.slice(start, start + q.pageSize).map((m) => mailText(m, variant)),
    { total: found.length, page: q.page, pageSize: q.pageSize },
  );
}

export async function getMail(db: Executor, id: number, delivers: boolean) {
  const { rows } =
    await sql<Raw>`select m.id, m.created_at, m.to_addresses, m.cc_addresses, m.subject, m.sent_at,
      m.text_body, m.html_body, ${ATTACHMENTS}
    from mail_outbox m where m.id = ${id}`.execute(db);
  if (!rows.length) throw notFoundField('id', `No such mail: ${id}`);
  const r = rows[0];
  return { ...toRow(r, delivers), text: String(r.text_body), html: (r.html_body as string | null) ?? null };
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
