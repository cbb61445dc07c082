/**
 * `getClientAccountingReport`: a client's invoices (cancelled ones left out), the credit notes
 * and payments of its invoices that are not cancelled (and its payments without invoice), in
 * date order (invoices, then credit notes, then payments on a date; then by id) with a running
 * balance counted by the query; the amount due is what remains on its open invoices. One query.
 */
import { notFoundField } from '../../domain/errors';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { todayInParis } from '../../domain/dates';
import type { ResponseOut } from '../areaTypes';
import { jsonValue, openInvoice } from './receivables';

type AccountingReport = ResponseOut<'finance', 'getClientAccountingReport'>;

export async function accountingReport(db: Executor, clientId: number, asOf = todayInParis()): Promise<AccountingReport> {
  const report = await jsonValue<AccountingReport>(
    db,
    sql`
      with entries as (
        select i.issued_on as date, 0 as kind_order, 'invoice' as kind, i.invoice_number as reference,
          i.invoice_number, i.amount::bigint as debit, 0::bigint as credit, i.id
        from invoices i where i.client_id = ${clientId} and i.status <> 'cancelled'
        union all
        select cn.issued_on, 1, 'credit_note', cn.number, i.invoice_number, 0, cn.amount, cn.id
        from credit_notes cn join invoices i on i.id = cn.invoice_id
        where cn.client_id = ${clientId} and i.status <> 'cancelled'
        union all
        select p.paid_on, 2, 'payment', p.reference, i.invoice_number, 0, p.amount, p.id
        from payments p left join invoices i on i.id = p.invoice_id
        where p.client_id = ${clientId} and (i.status is null or i.status <> 'cancelled')
      ),
      ledger as (
        select e.*, sum(e.debit - e.credit) over (order by e.date, e.kind_order, e.id rows unbounded preceding) as balance
        from entries e
      )
      select json_build_object(
        'clientId', c.id, 'businessCode', c.business_code, 'name', c.name, 'asOf', ${asOf}::text,
        'rows', coalesce((
          select json_agg(json_build_object('date', l.date, 'kind', l.kind, 'reference', l.reference,
            'invoiceNumber', l.invoice_number, 'debit', l.debit, 'credit', l.credit, 'balance', l.balance)
            order by l.date, l.kind_order, l.id)
          from ledger l), '[]'::json),
        'totalDebit', (select coalesce(sum(debit), 0) from entries),
        'totalCredit', (select coalesce(sum(credit), 0) from entries),
        'amountDue', (select coalesce(sum(i.remaining), 0) from invoices i where i.client_id = c.id and ${openInvoice()}))
      from clients c where c.id = ${clientId}`,
  );
  if (!report) throw notFoundField('clientId', `No such client: ${clientId}`);
  return report;
}
