/**
 * One generic repository for the simple lists of Settings (settingsLists.ts, referenceLists.ts,
 * docs/product.md#settings), driven by a small description per list: its rows, how many rows use
 * an item, names already taken, ids that name nothing, inserts and versioned updates. What a
 * change means (unique names, the admin event) is services/settings/simpleList.ts; a list's own
 * rules (a worker company's frozen prefix) are hooks of its description.
 *
 * Database side effects: a list whose table has triggers names them in the file of its
 * description (referenceLists.ts: gta_types' dated versions and worker_days recount); the
 * other lists' tables have none.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor';
import { readForEdit, updateVersioned, type VersionedTable } from './versioned';

type StatusFilter = 'active' | 'inactive' | 'all';
type ListQuery = Record<string, unknown> & { activityStatus: StatusFilter };
export type Raw = Record<string, unknown>;
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

  /**
   * The name of another item (not `exceptId`) with this name whatever the case, within the scope's
   * value if the list has one. Two people adding the same name at once: the second waits for the
   * first's transaction, then sees its row (the lock is the list's, held until commit).
   */
  async function sameName(db: Executor, name: string, scopeValue: unknown, exceptId?: number) {
    await lockNames(db, spec.table);
    const where = [sql`lower(t.name) = lower(${name})`];
    if (spec.scope) where.push(sql`${sql.ref(`t.${spec.scope.column}`)} = ${scopeValue}`);
    if (exceptId !== undefined) where.push(sql`t.id <> ${exceptId}`);
    const { rows } = await sql<{
      name: string;
    }>`select t.name from ${table} t where ${sql.join(where, sql` and `)} limit 1`.execute(db);
    return rows[0]?.name;
  }

  /** The first id of the body (spec.refs) that names no row, with its field and label. */
  async function missingRef(db: Executor, body: Body) {
    for (const [field, ref] of Object.entries(spec.refs ?? {})) {
      const value = body[field];
      if (value === undefined || value === null) continue;
      const { rows } = await sql`select id from ${sql.table(ref.table)} where id = ${value}`.execute(db);
      if (rows.length === 0) return { field, label: ref.label, value };
    }
    return undefined;
  }

  /** Inserts an item (values: columns); returns its id. */
  async function insert(tx: Executor, values: Raw): Promise<number> {
    // Kysely cannot narrow a generic table name; the description names real columns.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const inserted = await (tx as any).insertInto(spec.table).values(values).returning('id').executeTakeFirstOrThrow();
    return inserted.id as number;
  }

  return {
    spec,
    /** Body field -> column, the common ones and the list's own. */
    columns,
    /** Read at each call (a Settings list holds tens to hundreds of rows). */
    list,
    get: one,
    sameName,
    missingRef,
    insert,
    /** Updates the item at the version read (a stale one is a conflict). */
    update: (tx: Executor, id: number, version: number, values: Raw) =>
      updateVersioned(tx, spec.table, id, version, values, spec.label),
    /** The item as stored, for an edit at the version read (404, 409 when stale). */
    readForEdit: async (tx: Executor, id: number, version: number) =>
      (await readForEdit(tx, spec.table, id, version, spec.label)) as Raw,
  };
}

export type SimpleList<Row> = ReturnType<typeof simpleList<Row>>;

/**
 * Serializes the name checks of one list (`key`) until the calling transaction ends, so that a
 * check-then-insert cannot let two equal names in at once (a transaction-level advisory lock).
 */
export async function lockNames(db: Executor, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`unique-names:${key}`}))`.execute(db);
}
