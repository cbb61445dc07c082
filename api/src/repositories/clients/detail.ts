/**
 * A client's page (GET clients/{id}, and the answer of every change of a client): one query,
 * the client row with the names it points to and its parts as sub-selects (contacts, price
 * lists, one page of invoices with their credit notes, the invoices' count, the last 200
 * banned users and timeline events), each an index read by key. The names are sub-selects
 * rather than joins: a join order search over eight tables cost more than the read; a
 * sub-select is planned alone, as one index read.
 */
import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { notFound, notFoundField } from '../../domain/errors';
import { iso, isoOrNull } from '../rowValues';
import type { ResponseOut } from '../areaTypes';
import { clientInvoicesJson, invoiceFromJson, type InvoiceJson } from '../invoices/reads';
import { pricingListOf } from '../clientPrices';

type ClientDetail = ResponseOut<'clients', 'getClient'>;
export type ClientContact = ClientDetail['contacts'][number];

/** The client of a body's `clientId`; 404 naming the field. */
export async function requireClient(db: Executor, clientId: number, field = 'clientId') {
  const row = await db
    .selectFrom('clients')
    .select(['id', 'business_code', 'name', 'activity_status', 'closed_at', 'version', 'billing_contact_id'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!row) throw notFoundField(field, `No such client: ${clientId}`);
  return row;
}

/** The page of invoices a detail carries: the first one unless a request asks for another. */
export interface InvoicesPaging {
  invoicesPage: number;
  invoicesPageSize: number;
}
/** The contract's defaults: page 1 of CLIENT_INVOICES_PAGE_SIZE (20). */
const FIRST_INVOICES: InvoicesPaging = { invoicesPage: 1, invoicesPageSize: 20 };

/** A timeline event as the page shows it. */
export const toEventRow = (e: {
  id: number;
  at: Date | string;
  author: string | null;
  kind: string;
  summary: string;
  data: unknown;
}) => ({
  eventId: e.id,
  at: iso(e.at),
  userName: e.author,
  kind: e.kind,
  summary: e.summary,
  data: e.data ?? null,
});

/** The client row with the names it points to and its parts as JSON. */
interface DetailRow extends Selectable<DB['clients']> {
  group_name: string | null;
  group2_name: string | null;
  agency_name: string | null;
  agent_name: string | null;
  method_name: string | null;
  finance_unit_name: string | null;
  business_unit_name: string | null;
  contacts: ClientContact[];
  price_lists: { id: number; name: string }[];
  pricing_list: { id: number; name: string } | null;
  invoices: InvoiceJson[];
  invoices_total: number;
  banned: { id: number; email: string; cfr_user_id: number | null; reason: string | null; banned_at: string; unbanned_at: string | null }[];
  events: { id: number; at: string; author: string | null; kind: string; summary: string; data: unknown }[];
}

/** The client a detail is asked for: by id, or by business code (any case). */
export type ClientKey = { id: number } | { code: string };

/** The detail's one query (see the file's comment). */
async function readDetail(db: Executor, key: ClientKey, paging: InvoicesPaging): Promise<DetailRow | undefined> {
  const where = 'id' in key ? sql`c.id = ${key.id}` : sql`c.business_code = ${key.code.trim().toUpperCase()}`;
  const { rows } = await sql<DetailRow>`
    select c.*,
      (select name from client_groups where id = c.client_group_id) as group_name,
      (select name from client_groups2 where id = c.client_group2_id) as group2_name,
      (select name from agencies where id = c.agency_id) as agency_name,
      (select name from sales_agents where id = c.sales_agent_id) as agent_name,
      (select name from payment_methods where id = c.payment_method_id) as method_name,
      (select name from finance_units where id = c.finance_unit_id) as finance_unit_name,
      (select name from business_units where id = c.business_unit_id) as business_unit_name,
      coalesce((
        select json_agg(json_build_object(
          'contactId', cc.id, 'name', cc.name, 'email', cc.email, 'phoneNumber', cc.phone_number,
          'position', cc.position, 'clientEmailCc', cc.client_email_cc, 'clientEmailCcOverdue', cc.client_email_cc_overdue,
          'isBillingContact', cc.id is not distinct from c.billing_contact_id, 'version', cc.version) order by cc.id)
        from client_contacts cc where cc.client_id = c.id), '[]'::json) as contacts,
      coalesce((
        select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name, p.id)
        from client_price_lists cp join price_lists p on p.id = cp.price_list_id
        where cp.client_id = c.id), '[]'::json) as price_lists,
      (select json_build_object('id', pr.price_list_id, 'name', pr.price_list_name)
        from (${pricingListOf(sql`c.id`)}) pr) as pricing_list,
      ${clientInvoicesJson(sql<number>`c.id`, paging.invoicesPageSize, (paging.invoicesPage - 1) * paging.invoicesPageSize)} as invoices,
      (select count(*) from invoices i where i.client_id = c.id)::int as invoices_total,
      coalesce((
        select json_agg(json_build_object(
          'id', b.id, 'email', b.email, 'cfr_user_id', b.cfr_user_id, 'reason', b.reason,
          'banned_at', b.banned_at, 'unbanned_at', b.unbanned_at) order by b.unbanned_at is null desc, b.banned_at desc, b.id desc)
        from (
          select * from banned_users where client_id = c.id
          order by unbanned_at is null desc, banned_at desc, id desc limit 200
        ) b), '[]'::json) as banned,
      coalesce((
        select json_agg(json_build_object('id', e.id, 'at', e.at, 'author', e.author, 'kind', e.kind, 'summary', e.summary,
          'data', e.data) order by e.at desc, e.id desc)
        from (
          select ce.id, ce.at, u.name as author, ce.kind, ce.summary, ce.data
          from client_events ce left join staff_users u on u.id = ce.user_id
          where ce.client_id = c.id
          order by ce.at desc, ce.id desc limit 200
        ) e), '[]'::json) as events
    from clients c
    where ${where}`.execute(db);
  return rows[0];
}

/** A client's page from its query's row. */
function toClientDetail(row: DetailRow, paging: InvoicesPaging): ClientDetail {
  const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  return {
    clientId: row.id,
    businessCode: row.business_code,
    name: row.name,
    city: row.city,
    clientGroup: named(row.client_group_id, row.group_name),
    clientGroup2: named(row.client_group2_id, row.group2_name),
    agency: named(row.agency_id, row.agency_name),
    salesAgent: named(row.sales_agent_id, row.agent_name),
    paymentMethod: named(row.payment_method_id, row.method_name),
    activityStatus: row.activity_status,
    closedAt: isoOrNull(row.closed_at),
    email: row.email,
    phone: row.phone,
    legalName: row.legal_name,
    vatNumber: row.vat_number,
    siret: row.siret,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    postalCode: row.postal_code,
    country: row.country,
    comment: row.comment,
    closedComment: row.closed_comment,
    billingContactId: row.billing_contact_id,
    settings: {
      invoiceFrequency: row.invoice_frequency as ClientDetail['settings']['invoiceFrequency'],
      invoiceDelivery: row.invoice_delivery as ClientDetail['settings']['invoiceDelivery'],
      invoiceLanguage: row.invoice_language as ClientDetail['settings']['invoiceLanguage'],
      paymentTermDays: row.payment_term_days,
      vatRateBp: row.vat_rate_bp,
      financeUnit: named(row.finance_unit_id, row.finance_unit_name),
      businessUnit: named(row.business_unit_id, row.business_unit_name),
      priceLists: row.price_lists,
      pricingList: row.pricing_list,
    },
    contacts: row.contacts,
    invoices: row.invoices.map(invoiceFromJson),
    invoicesTotal: Number(row.invoices_total),
    invoicesPage: paging.invoicesPage,
    invoicesPageSize: paging.invoicesPageSize,
    bannedUsers: row.banned.map((b) => ({
      userBannedId: b.id,
      userBannedEmail: b.email,
      userCFrId: b.cfr_user_id,
      reason: b.reason,
      bannedAt: iso(b.banned_at),
      unbannedAt: isoOrNull(b.unbanned_at),
    })),
    events: row.events.map(toEventRow),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A client's page, by id or business code (GET clients/{id}); 404 when unknown. */
export async function readClientPage(db: Executor, key: ClientKey, paging: InvoicesPaging = FIRST_INVOICES): Promise<ClientDetail> {
  const row = await readDetail(db, key, paging);
  if (!row) throw notFound(`No such client: ${'id' in key ? key.id : key.code}`);
  return toClientDetail(row, paging);
}

/** A client's page as read in a transaction (a change's answer): the first page of its invoices. */
export function getClientDetail(db: Executor, id: number, paging: InvoicesPaging = FIRST_INVOICES): Promise<ClientDetail> {
  return readClientPage(db, { id }, paging);
}
