/**
 * Finance receivables (docs/product.md#finance-recovery), read with indexes: what each invoice
 * still owes is `invoices.remaining`, kept by the database (migration 0035); open invoices are
 * issued or sent with something remaining (invoices_open_receivables_idx). Ageing is counted as
 * of today in Paris with the bounds of domain/ageing.ts.
 */
import { notFoundField } from '../../domain/errors';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor';

/** The open invoices of the alias `i` (what the partial index holds). */
export const openInvoice = (alias = 'i') =>
  sql`${sql.ref(`${alias}.status`)} in ('issued', 'sent') and ${sql.ref(`${alias}.remaining`)} > 0`;

/**
 * The ageing figures of the open invoices of alias `i` as JSON-ready columns (cents, as
 * bigint): not_due, overdue1to30, ... total_due, open_invoices. `asOf` is a date.
 */
export function ageingColumns(asOf: string, alias = 'i'): RawBuilder<unknown> {
  const rem = sql.ref(`${alias}.remaining`);
  const days = sql`(${asOf}::date - ${sql.ref(`${alias}.due_on`)})`;
  return sql`
    coalesce(sum(${rem}) filter (where ${days} <= 0), 0)::bigint as not_due,
    coalesce(sum(${rem}) filter (where ${days} between 1 and 30), 0)::bigint as overdue1to30,
    coalesce(sum(${rem}) filter (where ${days} between 31 and 60), 0)::bigint as overdue31to60,
    coalesce(sum(${rem}) filter (where ${days} between 61 and 90), 0)::bigint as overdue61to90,
    coalesce(sum(${rem}) filter (where ${days} > 90), 0)::bigint as overdue_over90,
    coalesce(sum(${rem}) filter (where ${days} > 0), 0)::bigint as overdue,
    coalesce(sum(${rem}), 0)::bigint as total_due,
    count(*)::int as open_invoices`;
}

/** The JSON object of the figures of a row made by ageingColumns (alias `r`). */
export const ageingJson = (alias = 'r') => {
  const c = (name: string) => sql.ref(`${alias}.${name}`);
  return sql`json_build_object(
    'notDue', ${c('not_due')}, 'overdue1to30', ${c('overdue1to30')}, 'overdue31to60', ${c('overdue31to60')},
    'overdue61to90', ${c('overdue61to90')}, 'overdueOver90', ${c('overdue_over90')}, 'overdue', ${c('overdue')},
    'totalDue', ${c('total_due')}, 'openInvoices', ${c('open_invoices')})`;
};

/** A timestamp as `toISOString()` writes it (milliseconds, Z), made by the database. */
export const isoText = (column: string) =>
  sql<string | null>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `{id, name}` of a joined row, or null (the name '' when missing). */
export const refJson = (id: string, name: string) =>
  sql`case when ${sql.ref(id)} is null then null else json_build_object('id', ${sql.ref(id)}, 'name', coalesce(${sql.ref(name)}, '')) end`;

/** One JSON value (sent as text: the same parse on PGlite and node-postgres). */
export async function jsonValue<T>(db: Executor, query: RawBuilder<unknown>): Promise<T | null> {
  const { rows } = await sql<{ value: string | null }>`select (${query})::text as value`.execute(db);
  const text = rows[0]?.value;
  return text == null ? null : (JSON.parse(text) as T);
}

/** The client of a body's or query's `clientId`; 404 naming the field. */
export async function requireClientRow(db: Executor, clientId: number) {
  const row = await db
    .selectFrom('clients')
    .select(['id', 'business_code', 'name', 'billing_contact_id'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!row) throw notFoundField('clientId', `No such client: ${clientId}`);
  return row;
}
