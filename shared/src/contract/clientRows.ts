import { z } from 'zod';
import { activityStatus, isoDate, isoDateTime, staffName } from './common';

/** The constants and the rows of the clients' answers (clients.ts holds the calls and bodies). */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6}$/;
export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{4}-\d{6}$/;
/** Business codes: 2 to 20 capital letters, digits or dashes (`CL000042`); sent in any case. */
export const BUSINESS_CODE_PATTERN = /^[A-Z0-9-]{2,20}$/;
/** The client list's page size (page 1, size 200: docs/product.md#constants-and-limits). */
export const CLIENTS_PAGE_SIZE = 200;
/** A page of a client's invoices in its detail (newest first). */
export const CLIENT_INVOICES_PAGE_SIZE = 20;
/** Invoicing settings' values, in the order the pages offer them. */
export const INVOICE_FREQUENCIES = ['weekly', 'monthly', 'per_shift'] as const;
export const INVOICE_DELIVERIES = ['email', 'post'] as const;
export const INVOICE_LANGUAGES = ['fr', 'en'] as const;

export const invoiceNumber = z
  .string()
  .trim()
  .regex(INVOICE_NUMBER_PATTERN, 'Invoice numbers look like INV-2026-000001');

export const creditNoteNumber = z
  .string()
  .trim()
  .regex(CREDIT_NOTE_NUMBER_PATTERN, 'Credit note numbers look like CN-2026-000001');

export const refRow = z.object({ id: z.number().int(), name: z.string() });
export type ClientRef = z.infer<typeof refRow>;

export const clientListRow = z.object({
  clientId: z.number().int(),
  businessCode: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  clientGroup: refRow.nullable(),
  clientGroup2: refRow.nullable(),
  agency: refRow.nullable(),
  salesAgent: refRow.nullable(),
  paymentMethod: refRow.nullable(),
  activityStatus,
  closedAt: isoDateTime.nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ClientListRow = z.infer<typeof clientListRow>;

export const clientContact = z.object({
  contactId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  position: z.string().nullable(),
  /** In copy of every invoice sent. */
  clientEmailCc: z.boolean(),
  /** In copy of overdue reminders (Finance). */
  clientEmailCcOverdue: z.boolean(),
  isBillingContact: z.boolean(),
  version: z.number().int(),
});
export type ClientContact = z.infer<typeof clientContact>;

export const invoiceStatus = z.enum(['issued', 'sent', 'paid', 'cancelled']);

/**
 * The legal document of an invoice or credit note as stored: Factur-X (EN 16931), or the older
 * PDF of a document issued before the seller identity was complete; with the SHA-256 of its
 * bytes. Null while none is stored yet (made at the first download).
 */
export const legalDocument = z.object({ format: z.enum(['facturx', 'pdf']), sha256: z.string() }).nullable();

export const creditNoteRow = z.object({
  creditNoteId: z.number().int(),
  number: z.string(),
  amount: z.number().int(),
  amountExclVat: z.number().int(),
  document: legalDocument,
  businessUnit: refRow.nullable(),
  comment: z.string(),
  issuedOn: isoDate,
});
export type CreditNoteRow = z.infer<typeof creditNoteRow>;

export const invoiceRow = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  invoicePONumber: z.string().nullable(),
  issuedOn: isoDate,
  dueOn: isoDate,
  /** Cents, VAT included. */
  amount: z.number().int(),
  amountExclVat: z.number().int(),
  vatAmount: z.number().int(),
  /** Cents credited by credit notes. */
  credited: z.number().int(),
  /** Cents paid. */
  paid: z.number().int(),
  /** amount - credited - paid: the ceiling of a new credit note. */
  remaining: z.number().int(),
  status: invoiceStatus,
  businessUnit: refRow.nullable(),
  comment: z.string().nullable(),
  pdfGeneratedAt: isoDateTime.nullable(),
  document: legalDocument,
  sentAt: isoDateTime.nullable(),
  creditNotes: z.array(creditNoteRow),
  version: z.number().int(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

export const bannedUserRow = z.object({
  userBannedId: z.number().int(),
  userBannedEmail: z.string(),
  userCFrId: z.number().int().nullable(),
  reason: z.string().nullable(),
  bannedAt: isoDateTime,
  unbannedAt: isoDateTime.nullable(),
});
export type BannedUserRow = z.infer<typeof bannedUserRow>;

export const clientEventRow = z.object({
  eventId: z.number().int(),
  at: isoDateTime,
  userName: staffName,
  /** created | updated | closed | reactivated | comment | contact | settings | invoice | credit_note | unban ... */
  kind: z.string(),
  /** The English sentence, written with the event (the words of old rows and unknown kinds). */
  summary: z.string(),
  /** The values the timeline's sentence of `kind` needs (`event` picks among a kind's sentences); null on old rows. */
  data: z.unknown().nullable(),
});
export type ClientEventRow = z.infer<typeof clientEventRow>;

export const clientSettings = z.object({
  invoiceFrequency: z.enum(INVOICE_FREQUENCIES),
  invoiceDelivery: z.enum(INVOICE_DELIVERIES),
  invoiceLanguage: z.enum(INVOICE_LANGUAGES),
  paymentTermDays: z.number().int(),
  /** VAT rate in basis points (2000 = 20 %). */
  vatRateBp: z.number().int(),
  financeUnit: refRow.nullable(),
  businessUnit: refRow.nullable(),
  priceLists: z.array(refRow),
  /** The list that prices this client's shifts (the lowest-id active linked list with rates); null: its shifts have no price and are not billed. */
  pricingList: refRow.nullable(),
});

export const clientDetail = clientListRow.extend({
  legalName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  siret: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  comment: z.string().nullable(),
  closedComment: z.string().nullable(),
  billingContactId: z.number().int().nullable(),
  settings: clientSettings,
  contacts: z.array(clientContact),
  /** One page of the client's invoices, newest first (query `invoicesPage`, `invoicesPageSize`). */
  invoices: z.array(invoiceRow),
  /** How many invoices the client has (all pages). */
  invoicesTotal: z.number().int(),
  invoicesPage: z.number().int(),
  invoicesPageSize: z.number().int(),
  /** Banned client-side users, those still banned first. */
  bannedUsers: z.array(bannedUserRow),
  /** The timeline, newest first, at most 200 events. */
  events: z.array(clientEventRow),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ClientDetail = z.infer<typeof clientDetail>;
