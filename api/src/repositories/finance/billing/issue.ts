/**
 * The rows an invoicing run's batch writes beside its invoices and credit notes
 * (services/finance/billingIssue.ts bills the clients): the clients' locks, the `shift_billings`
 * marks, the late changes' settlements (`shift_billing_adjustments`), the queue of late changes,
 * and the run's progress.
 *
 * Database side effects: no trigger on these tables (api/src/db/schema.sql); the invoices and
 * credit notes written beside them fire theirs (repositories/invoices/issue.ts, credit.ts).
 */
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor';

/** Clients per transaction of a run: fewer commits, while a stopped run still leaves whole batches. */
export const ISSUE_BATCH = 50;

/** Locks the clients' rows in id order (two runs never wait for each other in a cycle). */
export async function lockClients(tx: Executor, sortedIds: readonly number[]) {
  await sql`select id from clients where id = any(${sql.val(sortedIds)}::int[]) order by id for update`.execute(tx);
}

/**
 * The marks: one per shift (primary key), one line per shift (unique). A shift moved here from
 * the client that billed it takes that client's mark over (its late change keeps what to
 * credit); a mark of this client already is left. Returns how many shifts were marked.
 */
export async function markShiftsBilled(
  tx: Executor,
  clientId: number,
  shifts: readonly { shiftId: number; lineId: number; amount: number }[],
) {
  const marked = await sql<{ shift_id: number }>`insert into shift_billings (shift_id, client_id, invoice_line_id, amount)
    select * from unnest(${sql.val(shifts.map((s) => s.shiftId))}::int[], ${sql.val(shifts.map(() => clientId))}::int[],
      ${sql.val(shifts.map((s) => s.lineId))}::int[], ${sql.val(shifts.map((s) => s.amount))}::int[])
    on conflict (shift_id) do update set client_id = excluded.client_id, invoice_line_id = excluded.invoice_line_id,
      amount = excluded.amount, billed_at = now()
    where shift_billings.client_id <> excluded.client_id and shift_billings.invoice_line_id is not null
    returning shift_id`.execute(tx);
  return marked.rows.length;
}

/** A late change settled by a line of a new invoice. */
export async function insertLineAdjustment(
  tx: Executor,
  a: { shiftId: number; clientId: number; difference: number; invoiceLineId: number },
) {
  await sql`insert into shift_billing_adjustments (shift_id, client_id, amount, invoice_line_id)
    values (${a.shiftId}, ${a.clientId}, ${a.difference}, ${a.invoiceLineId})`.execute(tx);
}

/** A late change settled by a credit note. */
export async function insertCreditNoteAdjustment(
  tx: Executor,
  a: { shiftId: number; clientId: number; difference: number; creditNoteId: number },
) {
  await sql`insert into shift_billing_adjustments (shift_id, client_id, amount, credit_note_id)
    values (${a.shiftId}, ${a.clientId}, ${a.difference}, ${a.creditNoteId})`.execute(tx);
}

/** The invoice that billed a shift (locked), with the VAT rate of the shift's line. */
export async function lockBilledInvoice(tx: Executor, invoiceNumber: string, shiftId: number, clientId: number) {
  const original = await sql<{ id: number; rate: number }>`select i.id,
      coalesce((select il.vat_rate_bp from billing_late_changes lc join invoice_lines il on il.id = lc.invoice_line_id
        where lc.shift_id = ${shiftId} and lc.client_id = ${clientId}), 0) as rate
    from invoices i where i.invoice_number = ${invoiceNumber} for update`.execute(tx);
  return { id: original.rows[0].id, vatRateBp: Number(original.rows[0].rate) };
}

/** The settled late changes' differences added to their shifts' billed amounts. */
export async function addSettledDifferences(
  tx: Executor,
  clientId: number,
  settled: readonly { shiftId: number; difference: number }[],
) {
  await sql`update shift_billings b set amount = coalesce(b.amount, 0) + a.diff
    from unnest(${sql.val(settled.map((l) => l.shiftId))}::int[], ${sql.val(settled.map((l) => l.difference))}::int[]) as a(shift_id, diff)
    where b.shift_id = a.shift_id and b.client_id = ${clientId}`.execute(tx);
}

/** The client's late changes off the queue, but those in `kept`. */
export async function dropLateChanges(tx: Executor, clientId: number, kept: readonly number[]) {
  await sql`delete from billing_late_changes where client_id = ${clientId}
    and not (shift_id = any(${sql.val(kept)}::int[]))`.execute(tx);
}

/** A batch's counts added to its run, and the run's heartbeat. */
export async function addRunProgress(
  tx: Executor,
  runId: number,
  done: { clients: number; invoices: number; creditNotes: number },
) {
  await sql`update billing_runs set done_clients = done_clients + ${done.clients}, invoices = invoices + ${done.invoices},
    credit_notes = credit_notes + ${done.creditNotes}, heartbeat_at = now() where id = ${runId}`.execute(tx);
}
