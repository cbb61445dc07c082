/**
 * Home messages (docs/product.md#settings): draft, published or archived. Only published
 * ones reach the landing page, from their optional first day to their optional last day
 * (Paris days, inclusive). SQL only: the rules of a change (unique titles, days in order) and
 * its admin event are services/settings/homeMessages.ts.
 */
import { sql } from 'kysely';
import { lockNames } from './simpleList';
import type { Executor } from '../db/executor';
import { todayInParis } from '../domain/dates';
import type { BodyOut, ResponseOut } from './areaTypes';
import { readForEdit, updateVersioned } from './versioned';

export type HomeMessageRow = ResponseOut<'settings', 'getMessagesHome'>[number];
type AddBody = BodyOut<'settings', 'addMessageHome'>;
type Row = HomeMessageRow;
type Status = Row['status'];
export type Raw = Record<string, unknown>;

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

export async function getHomeMessage(db: Executor, id: number): Promise<Row> {
  const { rows } = await sql<Raw>`select ${FIELDS} from home_messages where id = ${id}`.execute(db);
  return toRow(rows[0]);
}

/** The title of another message (not `exceptId`) with this title whatever the case; names locked until commit. */
export async function sameTitle(db: Executor, title: string, exceptId?: number): Promise<string | undefined> {
  await lockNames(db, 'home_messages');
  const other = exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`;
  const { rows } = await sql<{
    title: string;
  }>`select title from home_messages where lower(title) = lower(${title}) ${other} limit 1`.execute(db);
  return rows[0]?.title;
}

export async function insertHomeMessage(
  tx: Executor,
  m: Pick<AddBody, 'title' | 'body' | 'startsOn' | 'endsOn'> & { status: Status; publishedAt: Date | null; createdBy: number },
): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`insert into home_messages (title, body, status, starts_on, ends_on, published_at, created_by)
    values (${m.title}, ${m.body}, ${m.status}, ${m.startsOn ?? null}, ${m.endsOn ?? null}, ${m.publishedAt}, ${m.createdBy})
    returning id`.execute(tx);
  return rows[0].id;
}

/** Body field -> column, for edits and their diff. */
export const HOME_MESSAGE_COLUMNS = COLUMNS;

/** The message as stored, for an edit at the version read (404, 409 when stale). */
export async function readHomeMessageForEdit(tx: Executor, id: number, version: number): Promise<Raw> {
  return (await readForEdit(tx, 'home_messages', id, version, 'home message')) as unknown as Raw;
}

export async function updateHomeMessageRow(tx: Executor, id: number, version: number, values: Raw): Promise<void> {
  await updateVersioned(tx, 'home_messages', id, version, values, 'home message');
}
