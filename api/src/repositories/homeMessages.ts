/**
 * Home messages (docs/product.md#settings): draft, published or archived. Only published
 * ones reach the landing page, from their optional first day to their optional last day
 * (Paris days, inclusive). Titles are unique whatever the case; edits are versioned; every
 * change writes an admin event (`messagesHome.add`, `messagesHome.update`).
 */
import { sql } from 'kysely';
import { lockNames } from './simpleList';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { conflict, invalid } from '../domain/errors';
import { recordAdminEvent } from './events/adminEvents';
import { todayInParis } from '../domain/dates';
import type { BodyOut, ResponseOut } from './areaTypes';
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

type Published = Pick<Row, 'id' | 'title' | 'body' | 'startsOn' | 'endsOn' | 'publishedAt'>;

/** Every home message (a few dozen at most) of a status, newest first: one query. */
export async function listHomeMessages(db: Executor, status: Status | 'all'): Promise<Row[]> {
  const where = status === 'all' ? sql`` : sql`where status = ${status}`;
  const { rows } = await sql<Raw>`select ${FIELDS} from home_messages ${where} order by id desc`.execute(db);
  return rows.map(toRow);
}

/**
 * What the landing page shows on `today`: published, and within its days; newest first day
 * (or publication day) first, then latest publication, then newest id. One query.
 */
export async function publishedHomeMessages(db: Executor, today = todayInParis()): Promise<Published[]> {
  const { rows } = await sql<Raw>`select ${FIELDS} from home_messages
    where status = 'published'
      and (starts_on is null or starts_on <= ${today}::date)
      and (ends_on is null or ends_on >= ${today}::date)
    order by coalesce(starts_on, published_at::date) desc nulls last, published_at desc nulls last, id desc`.execute(db);
  return rows.map((raw) => {
    const { id, title, body, startsOn, endsOn, publishedAt } = toRow(raw);
    return { id, title, body, startsOn, endsOn, publishedAt };
  });
}

async function one(db: Executor, id: number): Promise<Row> {
  const { rows } = await sql<Raw>`select ${FIELDS} from home_messages where id = ${id}`.execute(db);
  return toRow(rows[0]);
}

function checkDays(startsOn: unknown, endsOn: unknown) {
  if (typeof startsOn === 'string' && typeof endsOn === 'string' && endsOn < startsOn)
    throw invalid('The last day comes before the first day', {
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

export function addHomeMessage(db: Database, userId: number, homeMessage: AddBody): Promise<Row> {
  return db.transaction().execute(async (tx) => {
    checkDays(homeMessage.startsOn, homeMessage.endsOn);
    await refuseDuplicate(tx, homeMessage.title);
    const status = homeMessage.status ?? 'draft';
    const { rows } = await sql<{
      id: number;
    }>`insert into home_messages (title, body, status, starts_on, ends_on, published_at, created_by)
      values (${homeMessage.title}, ${homeMessage.body}, ${status}, ${homeMessage.startsOn ?? null}, ${homeMessage.endsOn ?? null},
        ${status === 'published' ? new Date() : null}, ${userId})
      returning id`.execute(tx);
    const id = rows[0].id;
    await recordAdminEvent(tx, {
      userId,
      action: 'messagesHome.add',
      targetType: 'home_message',
      targetId: id,
      summary: `Added home message "${homeMessage.title}" (${status})`,
    });
    return one(tx, id);
  });
}

export function updateHomeMessage(db: Database, userId: number, edit: UpdateBody): Promise<Row> {
  return db.transaction().execute(async (tx) => {
    const current = (await readForEdit(
      tx,
      'home_messages',
      edit.id,
      edit.version,
      'home message',
    )) as unknown as Raw;
    const { values, changes } = diffFields(current, edit as Record<string, unknown>, COLUMNS);
    const names = Object.keys(changes);
    if (names.length === 0) return one(tx, edit.id);
    checkDays(
      'startsOn' in changes ? edit.startsOn : current.starts_on,
      'endsOn' in changes ? edit.endsOn : current.ends_on,
    );
    if (changes.title) await refuseDuplicate(tx, String(edit.title), edit.id);
    // The first publication is dated; a later re-publication keeps that date.
    if (changes.status && edit.status === 'published' && !current.published_at) values.published_at = new Date();
    await updateVersioned(tx, 'home_messages', edit.id, edit.version, values, 'home message');
    const shown = (v: unknown) => (v === null || v === undefined ? '—' : String(v));
    await recordAdminEvent(tx, {
      userId,
      action: 'messagesHome.update',
      targetType: 'home_message',
      targetId: edit.id,
      summary: `Home message "${String(current.title)}": ${names
        .map((n) =>
          n === 'body'
            ? 'text changed'
            : `${n} ${shown(changes[n as keyof typeof COLUMNS]?.from)} → ${shown(changes[n as keyof typeof COLUMNS]?.to)}`,
        )
        .join(', ')}`,
    });
    return one(tx, edit.id);
  });
}
