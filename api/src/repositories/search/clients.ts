/**
 * `clients/search` (CLIENTS): clients (code, name, legal name, city, SIRET, phone), their
 * contacts (name, email, phone), invoices (number, PO number) and credit notes (number), in one
 * statement: each kind's best matches through its trigram index (migration 0069), then the best
 * of all. Every result opens on its client's page.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { SearchHit } from '@courier/shared/contract';
import { matches, parts, nearnessOf, rankOf, termsCte, toHit, type HitRow, type SearchTerms } from './terms';

interface Row extends HitRow {
  rank: number;
  near: number;
}

/** The best invoices of a term (number, PO number), before their client is joined. */
const invoiceMatches = (t: SearchTerms) => sql`select i.id, i.client_id, i.invoice_number, i.po_number, i.issued_on,
    ${rankOf('i.search_key')} as rank, ${nearnessOf('i.search_key')} as near
  from invoices i, t where ${matches(t, 'i.search_key')}
  order by rank, near, i.invoice_number desc limit ${t.limit}`;

/** The best credit notes of a term (number), before their invoice and client are joined. */
const creditNoteMatches = (t: SearchTerms) => sql`select n.id, n.invoice_id, n.client_id, n.number,
    ${rankOf('n.search_key')} as rank, ${nearnessOf('n.search_key')} as near
  from credit_notes n, t where ${matches(t, 'n.search_key')}
  order by rank, near, n.number desc limit ${t.limit}`;

export async function searchClients(db: Executor, t: SearchTerms): Promise<SearchHit[]> {
  const { rows } = await sql<Row>`
    with ${termsCte(t)},
    found as (
      (select 'client' as kind, c.id, c.name as title, ${parts('c.business_code', 'c.legal_name', 'c.city')} as subtitle,
        c.business_code as code, null::text as ref, null::text as ref2,
        ${rankOf('c.search_key')} as rank, ${nearnessOf('c.search_key')} as near
      from clients c, t where ${matches(t, 'c.search_key', 'c.search_digits')}
      order by rank, near, c.name, c.id limit ${t.limit})
      union all
      -- Each kind's best matches first, their client joined to those few only.
      (select 'contact', k.id, k.name, ${parts("'Contact of ' || c.name", 'k.email', 'k.phone_number')},
        c.business_code, null, null, k.rank, k.near
      from (select k.*, ${rankOf('k.search_key')} as rank, ${nearnessOf('k.search_key')} as near
        from client_contacts k, t where ${matches(t, 'k.search_key', 'k.search_digits')}
        order by rank, near, k.name, k.id limit ${t.limit}) k
      join clients c on c.id = k.client_id)
      union all
      (select 'invoice', i.id, i.invoice_number, ${parts('c.name', "'PO ' || i.po_number", "'issued ' || i.issued_on::text")},
        c.business_code, i.invoice_number, null, i.rank, i.near
      from (${invoiceMatches(t)}) i join clients c on c.id = i.client_id)
      union all
      (select 'creditNote', n.id, n.number, ${parts("'Credit note on ' || i.invoice_number", 'c.name')},
        c.business_code, n.number, i.invoice_number, n.rank, n.near
      from (${creditNoteMatches(t)}) n join invoices i on i.id = n.invoice_id join clients c on c.id = n.client_id))
    select * from found order by rank, near, title, id limit ${t.limit}`.execute(db);
  return rows.map((r) => toHit(r));
}

/**
 * `finance/searchInvoices` (FINANCE): invoices (number, PO number) and credit notes (number),
 * each opening on its client's recovery page (the Finance area's page of the client).
 */
export async function searchInvoices(db: Executor, t: SearchTerms): Promise<SearchHit[]> {
  const { rows } = await sql<Row>`
    with ${termsCte(t)},
    found as (
      (select 'invoice' as kind, i.id, i.invoice_number as title,
        ${parts('c.name', "'PO ' || i.po_number", "'issued ' || i.issued_on::text")} as subtitle,
        c.business_code as code, i.invoice_number as ref, null::text as ref2, i.rank, i.near
      from (${invoiceMatches(t)}) i join clients c on c.id = i.client_id)
      union all
      (select 'creditNote', n.id, n.number, ${parts("'Credit note on ' || i.invoice_number", 'c.name')},
        c.business_code, n.number, i.invoice_number, n.rank, n.near
      from (${creditNoteMatches(t)}) n join invoices i on i.id = n.invoice_id join clients c on c.id = n.client_id))
    select * from found order by rank, near, title desc, id limit ${t.limit}`.execute(db);
  const enc = encodeURIComponent;
  return rows.map((r) =>
    toHit(
      r,
      r.kind === 'invoice'
        ? `/finance/recovery/${enc(r.code)}?invoice=${enc(r.ref ?? '')}`
        : `/finance/recovery/${enc(r.code)}?invoice=${enc(r.ref2 ?? '')}&creditNote=${enc(r.ref ?? '')}`,
    ),
  );
}
