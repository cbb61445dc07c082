import { sql } from 'kysely';
import type { Executor } from '../executor';

/**
 * Column types of a bulk insert. Array types ('int2[]', 'text[]') travel as their text
 * literal ('{1,3,5}') because unnest would flatten a two-dimensional array.
 */
export type PgType =
  | 'int4'
  | 'int8'
  | 'int2'
  | 'text'
  | 'bool'
  | 'date'
  | 'time'
  | 'timestamptz'
  | 'jsonb'
  | 'int2[]'
  | 'text[]';

export type Row = Record<string, unknown>;

function toParam(type: PgType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'int2[]') return `{${(value as number[]).join(',')}}`;
  if (type === 'text[]') return `{${(value as string[]).map((v) => JSON.stringify(v)).join(',')}}`;
  if (type === 'jsonb') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * Inserts rows with one `insert ... select from unnest(...)` per chunk: a parameter per
 * column, whatever the number of rows. `columns` lists each column and its type; rows
 * without a key insert null.
 */
export async function insertRows(
  db: Executor,
  table: string,
  columns: Record<string, PgType>,
  rows: readonly Row[],
  chunkSize = 10_000,
): Promise<void> {
  const names = Object.keys(columns);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const params = names.map((name) => {
      const type = columns[name] as PgType;
      const paramType = type.endsWith('[]') || type === 'jsonb' ? 'text' : type;
      const values = chunk.map((row) => toParam(type, row[name]));
      return sql`${values}::${sql.raw(paramType)}[]`;
    });
    const selects = names.map((name) => {
      const type = columns[name] as PgType;
      return type.endsWith('[]') || type === 'jsonb'
        ? sql`${sql.ref(`u.${name}`)}::${sql.raw(type)}`
        : sql.ref(`u.${name}`);
    });
    await sql`insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))})
      select ${sql.join(selects)} from unnest(${sql.join(params)}) as u(${sql.join(names.map((n) => sql.ref(n)))})`.execute(
      db,
    );
  }
}

/** After inserts with explicit ids: every serial sequence of these tables continues after max(id). */
export async function resetSequences(db: Executor, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(table)}`.execute(
      db,
    );
  }
}
