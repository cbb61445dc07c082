/**
 * Home messages (docs/product.md#settings): draft, published or archived. Only published
 * ones reach the landing page, from their optional first day to their optional last day
 * (Paris days, inclusive). Titles are unique whatever the case; edits are versioned; every
 * change writes an admin event (`messagesHome.add`, `messagesHome.update`).
 */
import { sql } from 'kysely';
import { lockNames } from './settingsLists';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { badRequest, conflict } from '../http/errors';
import { recordAdminEvent } from './adminEvents';
import { todayInParis } from './areaHelpers';
import type { BodyOut, ResponseOut } from './areaTypes';
import { areaTransaction } from './sharedReads';
import { snapshot } from './snapshots';
import { diffFields, readForEdit, updateVersioned } from './versioned';

type Row = ResponseOut<'settings', 'getMessagesHome'>[number];
type AddBody = BodyOut<'settings', 'addMessageHome'>;
type UpdateBody = BodyOut<'settings', 'updateMessageHome'>;
type Status = Row['status'];
type Raw = Record<string, unknown>;

const COLUMNS = { title: 'title', body: 'body', status: 'status', startsOn: 'starts_on', endsOn: 'ends_on' };

const iso = (v: unknown) => new Date(v as string | Date).toISOString();

function toRow(r: Raw): Row {
  return {
    id: Number(r.id),
    title: String(r.title),
    body: String(r.body),
    status: r.status as Status,
    startsOn: (r.starts_on as string | null) ?? null,
    endsOn: (r.ends_on as string | null) ?? null,
    publishedAt: r.published_at ? iso(r.published_at) : null,
    version: Number(r.version),
    updatedAt: iso(r.updated_at),
  };
}

const FIELDS = sql`id, title, body, status, starts_on, ends_on, published_at, version, updated_at`;

/**
 * Every home message (a few dozen at most), newest first, with the landing page's sort day,
 * made again when one changes (change counter of migration 0012); each status's list and each
 * day's landing list are kept with it.
 */
const messages = snapshot('settings_home_messages', async (db) => {
  const { rows } = await sql<Raw>`select ${FIELDS},
      coalesce(starts_on, published_at::date)::text as sort_day
    from home_messages order by id desc`.execute(db);
  return {
    all: rows.map((raw) => ({ raw, row: toRow(raw) })),
    byStatus: new Map<string, Row[]>(),
    byDay: new Map<string, Published[]>(),
  };
});

type Published = Pick<Row, 'id' | 'title' | 'body' | 'startsOn' | 'endsOn' | 'publishedAt'>;

export async function listHomeMessages(db: Executor, status: Status | 'all'): Promise<Row[]> {
  const held = await messages(db);
  let found = held.byStatus.get(status);
  if (!found) {
    found = held.all.filter(({ row }) => status === 'all' || row.status === status).map(({ row }) => row);
    held.byStatus.set(status, found);
  }
  return found;
}

/** What the landing page shows on `today`: published, and within its days. */
export async function publishedHomeMessages(db: Executor, today = todayInParis()): Promise<Published[]> {
  // Every signed-in user's landing page reads this: from the snapshot, one list per day.
  const held = await messages(db);
  let found = held.byDay.get(today);
  if (!found) {
    const shown = held.all.filter(
      ({ row }) =>
        row.status === 'published' &&
        (row.startsOn === null || row.startsOn <= today) &&
        (row.endsOn === null || row.endsOn >= today),
    );
    // Newest first day (or publication day) first, then latest publication, then newest id.
    const desc = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? 1 : -1);
    shown.sort(
      (a, b) =>
        desc(a.raw.sort_day as string | null, b.raw.sort_day as string | null) ||
        desc(a.row.publishedAt, b.row.publishedAt) ||
        b.row.id - a.row.id,
    );
    found = shown.map(({ row: { id, title, body, startsOn, endsOn, publishedAt } }) => ({
      id,
      title,
      body,
      startsOn,
      endsOn,
      publishedAt,
    }));
    if (held.byDay.size > 10) held.byDay.clear();
    held.byDay.set(today, found);
  }
  return found;
}

async function one(db: Executor, id: number): Promise<Row> {
  const { rows } = await sql<Raw>`select ${FIELDS} from home_messages where id = ${id}`.execute(db);
  return toRow(rows[0]);
}

function checkDays(startsOn: unknown, endsOn: unknown) {
  if (typeof startsOn === 'string' && typeof endsOn === 'string' && endsOn < startsOn)
    throw badRequest('The last day comes before the first day', {
      endsOn: 'Must be on or after the first day',
    });
}

async function refuseDuplicate(db: Executor, title: string, exceptId?: number) {
  await lockNames(db, 'home_messages');
  const other = exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`;
  const { rows } = await sql<{
    title: string;
  }>`select title from home_messages where lower(title) = lower(${title}) ${other} limit 1`.execute(db);
  if (rows.length > 0) throw conflict(`A home message titled "${rows[0].title}" already exists`);
}

export function addHomeMessage(db: Database, userId: number, b: AddBody): Promise<Row> {
  return areaTransaction(db, async (tx) => {
    checkDays(b.startsOn, b.endsOn);
    await refuseDuplicate(tx, b.title);
    const status = b.status ?? 'draft';
    const { rows } = await sql<{
      id: number;
    }>`insert into home_messages (title, body, status, starts_on, ends_on, published_at, created_by)
      values (${b.title}, ${b.body}, ${status}, ${b.startsOn ?? null}, ${b.endsOn ?? null},
        ${status === 'published' ? new Date() : null}, ${userId})
      returning id`.execute(tx);
    const id = rows[0].id;
    await recordAdminEvent(tx, {
      userId,
      action: 'messagesHome.add',
      targetType: 'home_message',
      targetId: id,
      summary: `Added home message "${b.title}" (${status})`,
    });
    return one(tx, id);
  });
}

export function updateHomeMessage(db: Database, userId: number, b: UpdateBody): Promise<Row> {
  return areaTransaction(db, async (tx) => {
    const current = (await readForEdit(
      tx,
      'home_messages',
      b.id,
      b.version,
      'home message',
    )) as unknown as Raw;
    const { values, changes } = diffFields(current, b as Record<string, unknown>, COLUMNS);
    const names = Object.keys(changes);
    if (names.length === 0) return one(tx, b.id);
    checkDays(
      'startsOn' in changes ? b.startsOn : current.starts_on,
      'endsOn' in changes ? b.endsOn : current.ends_on,
    );
    if (changes.title) await refuseDuplicate(tx, String(b.title), b.id);
    // The first publication is dated; a later re-publication keeps that date.
    if (changes.status && b.status === 'published' && !current.published_at) values.published_at = new Date();
    await updateVersioned(tx, 'home_messages', b.id, b.version, values, 'home message');
    const shown = (v: unknown) => (v === null || v === undefined ? '—' : String(v));
    await recordAdminEvent(tx, {
      userId,
      action: 'messagesHome.update',
      targetType: 'home_message',
      targetId: b.id,
      summary: `Home message "${String(current.title)}": ${names
        .map((n) =>
          n === 'body'
            ? 'text changed'
            : `${n} ${shown(changes[n as keyof typeof COLUMNS]?.from)} → ${shown(changes[n as keyof typeof COLUMNS]?.to)}`,
        )
        .join(', ')}`,
    });
    return one(tx, b.id);
  });
}
