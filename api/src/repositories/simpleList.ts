/**
 * One generic repository for the simple lists of Settings (settingsLists.ts,
 * docs/product.md#settings), driven by a small description per list: names unique within a list
 * whatever the case (409), versioned edits, nothing deleted (an item in use is made inactive), an
 * admin event per change. A list's own rules (a worker company's frozen prefix) are hooks.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { conflict, notFoundField } from '../domain/errors';
import { recordAdminEvent } from './events/adminEvents';
import { diffFields, readForEdit, updateVersioned, type VersionedTable } from './versioned';

type StatusFilter = 'active' | 'inactive' | 'all';
type ListQuery = Record<string, unknown> & { activityStatus: StatusFilter };
type Raw = Record<string, unknown>;
type Body = Record<string, unknown>;

/** What describes one simple list. */
export interface SimpleListSpec<Row> {
  table: VersionedTable & string;
  /** `vehicle brand`, in messages. */
  label: string;
  /** The admin events' action prefix (the URL prefix: `vehicleBrands`). */
  action: string;
  /** The admin events' target type (`vehicle_brand`). */
  targetType: string;
  /** Body field -> column, beyond name, code and activityStatus. */
  columns?: Record<string, string>;
  /** Ids of the body that must exist: field -> table and label (404 naming the field). */
  refs?: Record<string, { table: string; label: string }>;
  /** Names are unique within this column's value (models: within their brand). */
  scope?: { field: string; column: string };
  /** How many rows refer to item `t` (a scalar subquery). */
  inUse: RawBuilder<unknown>;
  /** Common table expressions the list's query starts with (`name as (...)`), for `inUse`. */
  with?: RawBuilder<unknown>;
  /** Extra columns of the list query (`t` is the list's table). */
  select?: RawBuilder<unknown>;
  /** Query filters: query field -> column of `t`. */
  filters?: Record<string, string>;
  /** Row of the answer from the common fields and the raw row. */
  toRow(common: CommonFields, raw: Raw): Row;
  /** Checks of this list before an insert (values: columns). */
  beforeAdd?(tx: Executor, values: Raw): Promise<void>;
  /** Checks of this list before an update (changes: body fields that change). */
  beforeUpdate?(tx: Executor, current: Raw, changes: Raw): Promise<void>;
}

export interface CommonFields {
  id: number;
  name: string;
  code: string | null;
  activityStatus: 'active' | 'inactive';
  inUse: number;
  version: number;
  updatedAt: string;
}

const COMMON_COLUMNS = { name: 'name', code: 'code', activityStatus: 'activity_status' };

function common(r: Raw): CommonFields {
  return {
    id: Number(r.id),
    name: String(r.name),
    code: (r.code as string | null) ?? null,
    activityStatus: r.activity_status as 'active' | 'inactive',
    inUse: Number(r.in_use),
    version: Number(r.version),
    updatedAt: new Date(r.updated_at as string | Date).toISOString(),
  };
}

/** A name a person typed, as a list stores it: trimmed, empty codes as null. */
function cleaned(field: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return field !== 'name' && v === '' ? null : v;
}

/** The list, add and update of one simple list. */
export function simpleList<Row>(spec: SimpleListSpec<Row>) {
  const columns: Record<string, string> = { ...COMMON_COLUMNS, ...spec.columns };
  const table = sql.table(spec.table);

  async function selectRaw(db: Executor, where: RawBuilder<unknown>[]): Promise<Raw[]> {
    const conditions = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
    const extra = spec.select ? sql`, ${spec.select}` : sql``;
    const ctes = spec.with ? sql`with ${spec.with} ` : sql``;
    const { rows } = await sql<Raw>`${ctes}select t.id, t.name, t.code, t.activity_status, t.version, t.updated_at,
      (${spec.inUse}) as in_use ${extra}
      from ${table} t ${conditions}
      order by t.name, t.id`.execute(db);
    return rows;
  }

  async function select(db: Executor, where: RawBuilder<unknown>[]): Promise<Row[]> {
    return (await selectRaw(db, where)).map((r) => spec.toRow(common(r), r));
  }

  /** One row by id (undefined when there is none). */
  async function one(db: Executor, id: number): Promise<Row> {
    const [row] = await select(db, [sql`t.id = ${id}`]);
    return row;
  }

  /** The list's rows of a status and filters (equality on the list's columns), in name order: one query. */
  function list(db: Executor, query: ListQuery): Promise<Row[]> {
    const where: RawBuilder<unknown>[] = [];
    if (query.activityStatus !== 'all') where.push(sql`t.activity_status = ${query.activityStatus}`);
    for (const [field, column] of Object.entries(spec.filters ?? {}))
      if (query[field] !== undefined) where.push(sql`${sql.ref(`t.${column}`)} = ${query[field]}`);
    return select(db, where);
  }

  async function refuseDuplicate(db: Executor, name: string, scopeValue: unknown, exceptId?: number) {
    // Two people adding the same name at once: the second waits for the first's transaction,
    // then sees its row (the lock is the list's, held until commit).
    await lockNames(db, spec.table);
    const where = [sql`lower(t.name) = lower(${name})`];
    if (spec.scope) where.push(sql`${sql.ref(`t.${spec.scope.column}`)} = ${scopeValue}`);
    if (exceptId !== undefined) where.push(sql`t.id <> ${exceptId}`);
    const { rows } = await sql<{
      name: string;
    }>`select t.name from ${table} t where ${sql.join(where, sql` and `)} limit 1`.execute(db);
    if (rows.length > 0)
      throw conflict(
        `A ${spec.label} named "${rows[0].name}" already exists${spec.scope ? ` for this ${spec.scope.field.replace(/Id$/, '')}` : ''}`,
      );
  }

  async function requireRefs(db: Executor, body: Body) {
    for (const [field, ref] of Object.entries(spec.refs ?? {})) {
      const value = body[field];
      if (value === undefined || value === null) continue;
      const { rows } = await sql`select id from ${sql.table(ref.table)} where id = ${value}`.execute(db);
      if (rows.length === 0) throw notFoundField(field, `No such ${ref.label}: ${String(value)}`);
    }
  }

  return {
    spec,
    /** Read at each call (a Settings list holds tens to hundreds of rows). */
    list,

    get: one,

    add(db: Database, userId: number, body: Body): Promise<Row> {
      return db.transaction().execute(async (tx) => {
        const values: Raw = {};
        for (const [field, column] of Object.entries(columns))
          if (body[field] !== undefined) values[column] = cleaned(field, body[field]);
        await requireRefs(tx, body);
        await refuseDuplicate(tx, String(values.name), spec.scope ? body[spec.scope.field] : undefined);
        await spec.beforeAdd?.(tx, values);
        // Kysely cannot narrow a generic table name; the description names real columns.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const inserted = await (tx as any)
          .insertInto(spec.table)
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAdminEvent(tx, {
          userId,
          action: `${spec.action}.add`,
          targetType: spec.targetType,
          targetId: inserted.id,
          summary: `Added ${spec.label} "${String(values.name)}"`,
        });
        return one(tx, inserted.id);
      });
    },

    update(db: Database, userId: number, body: Body & { id: number; version: number }): Promise<Row> {
      return db.transaction().execute(async (tx) => {
        const current = (await readForEdit(tx, spec.table, body.id, body.version, spec.label)) as Raw;
        const next = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, cleaned(k, v)]));
        const { values, changes } = diffFields(current, next, columns);
        const names = Object.keys(changes);
        if (names.length === 0) return one(tx, body.id);
        await requireRefs(tx, Object.fromEntries(names.map((n) => [n, next[n]])));
        const scopeChanged = spec.scope ? names.includes(spec.scope.field) : false;
        if (names.includes('name') || scopeChanged) {
          const scopeValue = spec.scope
            ? (values[spec.scope.column] ?? current[spec.scope.column])
            : undefined;
          await refuseDuplicate(tx, String(values.name ?? current.name), scopeValue, body.id);
        }
        await spec.beforeUpdate?.(tx, current, Object.fromEntries(names.map((n) => [n, next[n]])));
        await updateVersioned(tx, spec.table, body.id, body.version, values, spec.label);
        const shown = (v: unknown) => (v === null || v === undefined ? '—' : String(v));
        await recordAdminEvent(tx, {
          userId,
          action: `${spec.action}.update`,
          targetType: spec.targetType,
          targetId: body.id,
          summary: `${spec.label[0].toUpperCase()}${spec.label.slice(1)} "${String(current.name)}": ${names
            .map((n) => `${n} ${shown(changes[n]?.from)} → ${shown(changes[n]?.to)}`)
            .join(', ')}`,
        });
        return one(tx, body.id);
      });
    },
  };
}


/**
 * Serializes the name checks of one list (`key`) until the calling transaction ends, so that a
 * check-then-insert cannot let two equal names in at once (a transaction-level advisory lock).
 */
export async function lockNames(db: Executor, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`unique-names:${key}`}))`.execute(db);
}
