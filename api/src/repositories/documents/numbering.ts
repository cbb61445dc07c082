/**
 * Numbers `INV-YYYY-NNNNNN` / `CN-YYYY-NNNNNN`, gapless within a year: one row per year of
 * `invoice_number_sequences` / `credit_note_number_sequences`, taken by an upsert inside the
 * transaction that inserts the document. The row stays locked until it commits, and a
 * rolled-back insert gives its number back.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

export const formatDocumentNumber = (prefix: 'INV' | 'CN', year: number, n: number) =>
  `${prefix}-${year}-${String(n).padStart(6, '0')}`;

/** The next number of the year, inside the caller's transaction (the row stays locked until it ends). */
export async function nextDocumentNumber(
  tx: Executor,
  kind: 'invoice' | 'credit_note',
  year: number,
): Promise<string> {
  const table = kind === 'invoice' ? 'invoice_number_sequences' : 'credit_note_number_sequences';
  const row = await tx
    .insertInto(table)
    .values({ year, last_value: 1 })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet({ last_value: sql`${sql.ref(`${table}.last_value`)} + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return formatDocumentNumber(kind === 'invoice' ? 'INV' : 'CN', year, Number(row.last_value));
}
