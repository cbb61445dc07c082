import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  activityStatusFilter,
  amountCents,
  comment,
  id,
  identityText,
  idList,
  isoDateTime,
  multiLine,
  namedRow,
  optionalId,
  page,
  pageSize,
  paged,
  singleLine,
  version,
} from './common';
import {
  BUSINESS_CODE_PATTERN,
  CLIENTS_PAGE_SIZE,
  CLIENT_INVOICES_PAGE_SIZE,
  INVOICE_FREQUENCIES,
  INVOICE_DELIVERIES,
  INVOICE_LANGUAGES,
  invoiceNumber,
  creditNoteNumber,
  clientListRow,
  clientContact,
  invoiceRow,
  bannedUserRow,
  clientEventRow,
  clientDetail,
} from './clientRows';
import { csvFileBody, csvSeparator, CSV_CONTENT_TYPE, sortOrder } from './listing';

/**
 * Clients, their contacts, invoicing settings, price lists, invoices, credit notes and banned
 * client-side users (docs/product.md#clients). Every answer is `{data: <response>}`.
 *
 * - A client has a unique business code (`CL000042`): a duplicate is a 409.
 * - Closing an account needs a comment, makes the client inactive and refuses new shifts for
 *   it (`closedAt` is set); reactivating needs a comment too.
 * - Edits carry the row's `version` (client, contact, invoice); a stale one gets 409.
 * - Every change is an event of the client's timeline (`events`) and an admin event.
 * - Invoices are numbered `INV-YYYY-NNNNNN` without gaps within a year; credit notes
 *   `CN-YYYY-NNNNNN`, never more than what remains due on their invoice.
 */

export * from './clientRows';

const businessCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(BUSINESS_CODE_PATTERN, '2 to 20 letters, digits or dashes'));
/** A client's or contact's name: it goes into mails and invoices (identity text). */
const name = identityText(120);
const phone = singleLine(30).regex(/^\+?[0-9 ().-]{6,30}$/, 'Digits, spaces and + ( ) . - only');
const emailField = z.string().trim().toLowerCase().pipe(z.email('Not a valid email address').max(254));

/** The page of invoices `clients/[id]` carries (1 and CLIENT_INVOICES_PAGE_SIZE by default). */
export const clientDetailQuery = z.object({
  invoicesPage: page,
  invoicesPageSize: pageSize(CLIENT_INVOICES_PAGE_SIZE, 100),
});
export type ClientDetailQuery = z.input<typeof clientDetailQuery>;

/** Identity and billing fields; on update each is optional and `null` clears a clearable one. */
const clientFields = z.object({
  name,
  legalName: identityText(120, 0).nullable(),
  clientGroupId: id.nullable(),
  clientGroup2Id: id.nullable(),
  agencyId: id.nullable(),
  salesAgentId: id.nullable(),
  paymentMethodId: id.nullable(),
  vatNumber: singleLine(30, 0).nullable(),
  siret: z
    .string()
    .trim()
    .regex(/^\d{14}$/, '14 digits')
    .nullable(),
  email: emailField.nullable(),
  phone: phone.nullable(),
  addressLine1: identityText(120, 0).nullable(),
  addressLine2: identityText(120, 0).nullable(),
  postalCode: identityText(20, 0).nullable(),
  city: identityText(100, 0).nullable(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Two capital letters (FR)'),
  comment: multiLine(2000, 0).nullable(),
});

export const addClientBody = z.object({
  businessCode,
  ...clientFields.partial().shape,
  name,
});
export type AddClientBody = z.input<typeof addClientBody>;

export const updateClientBody = z.object({
  clientId: id,
  version,
  ...clientFields.partial().shape,
  /** One of the client's contacts, or null for none. */
  billingContactId: id.nullable().optional(),
});
export type UpdateClientBody = z.input<typeof updateClientBody>;

/** The client list's sortable columns (each walks an index, migration 0071). */
export const clientSortField = z.enum(['name', 'businessCode', 'city', 'activityStatus']);
export type ClientSortField = z.infer<typeof clientSortField>;

export const getClientsQuery = z.object({
  /** Matches business code, name and city (case-insensitive, anywhere in the text). */
  searchValue: z.string().trim().max(200).optional(),
  clientGroups: idList,
  clientGroups2: idList,
  agencies: idList,
  salesAgents: idList,
  activityStatus: activityStatusFilter,
  /** The business code's beginning (`CL0001` finds CL000100 to CL000199). */
  businessCode: z.string().trim().max(50).optional(),
  paymentMethods: idList,
  /** The column the list is sorted on (then by id), name by default. */
  sort: clientSortField.default('name'),
  order: sortOrder('asc'),
  page,
  pageSize: pageSize(CLIENTS_PAGE_SIZE, 1000),
});
export type GetClientsQuery = z.input<typeof getClientsQuery>;
/** The export's query: the list's filters and sort, no paging, and the separator. */
export const exportClientsQuery = getClientsQuery.omit({ page: true, pageSize: true }).extend({ sep: csvSeparator });

export const contactBody = z.object({
  clientId: id,
  /** Required when editing (query `editedContact`). */
  version: version.optional(),
  name,
  email: emailField.nullable().optional(),
  phoneNumber: phone.nullable().optional(),
  position: singleLine(100, 0).nullable().optional(),
  clientEmailCc: z.boolean().default(false),
  clientEmailCcOverdue: z.boolean().default(false),
  /** Makes this contact the client's billing contact. */
  isBillingContact: z.boolean().optional(),
});
export type ContactBody = z.input<typeof contactBody>;

export const updateClientSettingsBody = z.object({
  clientId: id,
  version,
  invoiceFrequency: z.enum(INVOICE_FREQUENCIES).optional(),
  invoiceDelivery: z.enum(INVOICE_DELIVERIES).optional(),
  invoiceLanguage: z.enum(INVOICE_LANGUAGES).optional(),
  paymentTermDays: z.number().int().min(0).max(365).optional(),
  vatRateBp: z.number().int().min(0).max(10_000).optional(),
  financeUnitId: id.nullable().optional(),
  businessUnitId: id.nullable().optional(),
});
export type UpdateClientSettingsBody = z.input<typeof updateClientSettingsBody>;

export const invoiceConfigurationLists = z.object({
  invoiceFrequencies: z.array(z.enum(INVOICE_FREQUENCIES)),
  invoiceDeliveries: z.array(z.enum(INVOICE_DELIVERIES)),
  invoiceLanguages: z.array(z.enum(INVOICE_LANGUAGES)),
  /** Basis points offered (2000 = 20 %). */
  vatRates: z.array(z.number().int()),
  paymentTermDays: z.array(z.number().int()),
  paymentMethods: z.array(namedRow),
  businessUnits: z.array(namedRow),
  financeUnits: z.array(namedRow),
  /** The pickers of the client forms and the list's filters. */
  clientGroups: z.array(namedRow.extend({ clientGroup2Id: z.number().int().nullable() })),
  clientGroups2: z.array(namedRow),
  agencies: z.array(namedRow),
  salesAgents: z.array(namedRow),
});
export type InvoiceConfigurationLists = z.infer<typeof invoiceConfigurationLists>;

const priceListRow = namedRow.extend({ description: z.string().nullable() });

const clientRef = { clientId: id };

export const clientsEndpoints = {
  getClients: endpoint({
    method: 'GET',
    path: 'clients/getClients',
    summary:
      'Clients, filtered (search, groups, groups 2, agencies, sales agents, activity status, business code, payment methods; lists are comma-separated ids), sorted (`sort`: name by default, businessCode, city, activityStatus; `order` asc by default or desc) and paged (page 1, size 200); the answer carries the total',
    query: getClientsQuery,
    response: paged(clientListRow),
  }),
  exportClients: endpoint({
    method: 'GET',
    path: 'clients/exportClients',
    summary:
      "The client list's whole filtered set in its sort as a CSV file (streamed; UTF-8 with a byte-order mark; `sep` ';' by default or ','), named clients-YYYY-MM-DD.csv",
    query: exportClientsQuery,
    response: csvFileBody,
    file: CSV_CONTENT_TYPE,
  }),
  addClient: endpoint({
    method: 'POST',
    path: 'clients/addClient',
    summary: 'Create a client; its business code must be unique (409 otherwise)',
    body: addClientBody,
    response: clientDetail,
  }),
  duplicateClient: endpoint({
    method: 'POST',
    path: 'clients/duplicateClient',
    summary:
      "Copy a client's identity, invoicing settings, price lists and contacts (never its invoices) under a new unique business code",
    body: z.object({ clientId: id, businessCode, name: name.optional() }),
    response: clientDetail,
  }),
  getPaymentMethods: endpoint({
    method: 'GET',
    path: 'clients/getPaymentMethods',
    summary: 'Payment methods (active by default)',
    query: z.object({ activityStatus: activityStatusFilter }),
    response: z.array(namedRow),
  }),
  getClient: endpoint({
    method: 'GET',
    path: 'clients/[id]',
    summary:
      'One client: identity, billing data, settings and price lists, contacts, one page of its invoices (newest first, with their credit notes and what remains due, and the total), banned users, timeline',
    query: clientDetailQuery,
    response: clientDetail,
  }),
  updateClientData: endpoint({
    method: 'POST',
    path: 'clients/updateClientData',
    summary:
      'Edit identity and billing data: send clientId, version and the changed fields (null clears). 409 when stale',
    body: updateClientBody,
    response: clientDetail,
  }),
  closeAccount: endpoint({
    method: 'POST',
    path: 'clients/closeAccount',
    summary:
      'Close an account (comment required): the client becomes inactive and planning refuses new shifts for it. 409 when already closed',
    body: z.object({ comment, ...clientRef }),
    response: clientDetail,
  }),
  reactivateAccount: endpoint({
    method: 'POST',
    path: 'clients/reactivateAccount',
    summary: 'Reactivate an account (comment required). 409 when already active',
    body: z.object({ comment, ...clientRef }),
    response: clientDetail,
  }),
  updateClientContact: endpoint({
    method: 'POST',
    path: 'clients/updateClientContact',
    summary:
      'Add a contact, or edit the contact whose id is the query `editedContact` (its version required, 409 when stale); the CC flags put it in copy of invoices (clientEmailCc) and overdue reminders (clientEmailCcOverdue)',
    query: z.object({ editedContact: optionalId }),
    body: contactBody,
    response: clientContact,
  }),
  getInvoiceConfigurationLists: endpoint({
    method: 'GET',
    path: 'clients/getInvoiceConfigurationLists',
    summary:
      'The values of the invoicing settings, and the active reference lists the client forms and filters pick from',
    response: invoiceConfigurationLists,
  }),
  getPriceList: endpoint({
    method: 'GET',
    path: 'clients/getPriceList',
    summary: 'Price lists (active by default)',
    query: z.object({ activityStatus: activityStatusFilter }),
    response: z.array(priceListRow),
  }),
  updateClientSettings: endpoint({
    method: 'POST',
    path: 'clients/updateClientSettings',
    summary:
      "Invoicing settings (send the changed ones) and the client's price lists: the query `pricelistIds` is the complete new set (comma-separated ids; empty clears). 409 when stale",
    query: z.object({ pricelistIds: idList }),
    body: updateClientSettingsBody,
    response: clientDetail,
  }),
  unbanUser: endpoint({
    method: 'POST',
    path: 'clients/unbanUser',
    summary:
      'Unban a banned client-side user of this client (the email must be the banned one). 409 when no longer banned',
    body: z.object({ userBannedId: id, userBannedEmail: emailField, ...clientRef }),
    response: bannedUserRow,
  }),
  updateInvoicePONumber: endpoint({
    method: 'POST',
    path: 'clients/updateInvoicePONumber',
    summary:
      "Set or clear (empty text) an invoice's purchase-order number; with the invoice's version, 409 when stale. The PDF shows it once regenerated",
    body: z.object({
      invoiceId: id,
      invoicePONumber: singleLine(100, 0),
      ...clientRef,
      version: version.optional(),
    }),
    response: invoiceRow,
  }),
  regenerateInvoice: endpoint({
    method: 'POST',
    path: 'clients/regenerateInvoice',
    summary: "Rebuild the invoice's PDF from the client's current billing data, with the same number",
    body: z.object({ invoiceNumber, ...clientRef }),
    response: invoiceRow,
  }),
  createInvoiceCredit: endpoint({
    method: 'POST',
    path: 'clients/createInvoiceCredit',
    summary:
      'Request a credit note against an invoice, in cents, never more than what remains due (409 otherwise): a FINANCE user approves it (finance/creditRequests/approve), which makes the credit note; nothing is credited before',
    body: z.object({
      invoiceNumber,
      amount: amountCents.min(1, 'At least 1 cent'),
      businessUnit: id,
      comment,
      ...clientRef,
    }),
    response: z.object({ requestId: z.number().int(), status: z.literal('pending') }),
  }),
  getBusinessUnit: endpoint({
    method: 'GET',
    path: 'clients/getBusinessUnit',
    summary: 'Business units (active by default), for credit notes',
    query: z.object({ activityStatus: activityStatusFilter }),
    response: z.array(namedRow),
  }),
  sendInvoice: endpoint({
    method: 'POST',
    path: 'clients/sendInvoice',
    summary:
      "Mail the invoice's PDF to the billing contact, the contacts with clientEmailCc in copy (409 when the client has no billing contact with an email)",
    body: z.object({ invoiceNumber, ...clientRef }),
    response: z.object({
      invoice: invoiceRow,
      mail: z.object({ outboxId: z.number().int(), to: z.array(z.string()), cc: z.array(z.string()) }),
    }),
  }),
  getCreditNotePdf: endpoint({
    method: 'GET',
    path: 'clients/getCreditNotePdf',
    summary: "A credit note's PDF (base64): its Factur-X document, made when it was issued and never changed",
    query: z.object({ number: creditNoteNumber, clientId: id }),
    response: z.object({
      fileName: z.string(),
      contentType: z.literal('application/pdf'),
      /** The PDF's bytes in base64. */
      content: z.string(),
      generatedAt: isoDateTime,
    }),
  }),
  getInvoicePdf: endpoint({
    method: 'GET',
    path: 'clients/getInvoicePdf',
    summary:
      "The invoice's PDF (base64), made once from the billing data of its time and kept until regenerated",
    query: z.object({ invoiceNumber, clientId: id }),
    response: z.object({
      fileName: z.string(),
      contentType: z.literal('application/pdf'),
      /** The PDF's bytes in base64. */
      content: z.string(),
      generatedAt: isoDateTime,
    }),
  }),
  addComment: endpoint({
    method: 'POST',
    path: 'clients/addComment',
    summary: "A comment on the client's timeline",
    body: z.object({ comment, ...clientRef }),
    response: clientEventRow,
  }),
};
