// The clients and what they owe: invoices, credit notes and their lines and documents,
// payments, recovery notes and the client timeline (docs/product.md#invoices).
import type { Generated } from 'kysely';
import type { Instant, InstantDefault, IsoDate, Defaulted, ReadOnly, Json, Versioned, ActivityStatus } from './columns';

// ------------------------------------------------------------------ clients

export type InvoiceFrequency = 'weekly' | 'monthly' | 'per_shift';
export interface ClientsTable extends Versioned {
  id: Generated<number>;
  business_code: string;
  name: string;
  legal_name: string | null;
  client_group_id: number | null;
  client_group2_id: number | null;
  agency_id: number | null;
  sales_agent_id: number | null;
  payment_method_id: number | null;
  finance_unit_id: number | null;
  /** Default business unit of its invoices. */
  business_unit_id: number | null;
  /** One of the client's own contacts (composite FK, deferred). */
  billing_contact_id: number | null;
  vat_number: string | null;
  siret: string | null;
  email: string | null;
  phone: string | null;
  address_line1: string | null;
  address_line2: string | null;
  postal_code: string | null;
  city: string | null;
  country: Defaulted<string>;
  invoice_frequency: Defaulted<InvoiceFrequency>;
  invoice_delivery: Defaulted<'email' | 'post'>;
  invoice_language: Defaulted<'fr' | 'en'>;
  payment_term_days: Defaulted<number>;
  /** VAT rate in basis points (2000 = 20 %). */
  vat_rate_bp: Defaulted<number>;
  comment: string | null;
  /** A closed client is inactive (check constraint); reactivation clears closed_at. */
  activity_status: Defaulted<ActivityStatus>;
  closed_at: Instant | null;
  closed_comment: string | null;
  search_text: ReadOnly<string>;
}

export interface ClientContactsTable extends Versioned {
  id: Generated<number>;
  client_id: number;
  name: string;
  email: string | null;
  phone_number: string | null;
  position: string | null;
  client_email_cc: Defaulted<boolean>;
  client_email_cc_overdue: Defaulted<boolean>;
}

export interface ClientPriceListsTable {
  client_id: number;
  price_list_id: number;
}

export interface NumberSequencesTable {
  year: number;
  last_value: Defaulted<number>;
}

export type InvoiceStatus = 'issued' | 'sent' | 'paid' | 'cancelled';
/** Amounts in cents; `amount` includes VAT and is what the client owes. */
export interface InvoicesTable extends Versioned {
  id: Generated<number>;
  /** INV-YYYY-NNNNNN, from invoice_number_sequences. */
  invoice_number: string;
  client_id: number;
  business_unit_id: number | null;
  issued_on: IsoDate;
  due_on: IsoDate;
  period_start: IsoDate | null;
  period_end: IsoDate | null;
  amount: number;
  amount_excl_vat: number;
  po_number: string | null;
  status: Defaulted<InvoiceStatus>;
  comment: string | null;
  pdf_generated_at: Instant | null;
  sent_at: Instant | null;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: Defaulted<number>;
  label: string;
  quantity: Defaulted<number>;
  /** Cents, excluding VAT. */
  unit_amount: number;
  amount: number;
  /** UNTDID 5305 (S standard, Z zero rated…) and the rate in basis points (migration 0062). */
  vat_category: string;
  vat_rate_bp: number;
  /** The price list amounts a shift's line was priced with (migration 0063); null otherwise. */
  price_per_shift: number | null;
  price_per_waypoint: number | null;
  price_per_km: number | null;
}

export interface CreditNotesTable {
  id: Generated<number>;
  /** CN-YYYY-NNNNNN, from credit_note_number_sequences. */
  number: string;
  invoice_id: number;
  /** Same client as the invoice (composite FK). */
  client_id: number;
  amount: number;
  business_unit_id: number | null;
  comment: string;
  issued_on: IsoDate;
  user_id: number | null;
  created_at: InstantDefault;
  /** Cents excluding VAT, the sum of its lines (migration 0067; every write of the portal sets it). */
  amount_excl_vat: Defaulted<number>;
  /** Seller, buyer and language as at issue (JSON, migration 0067); null before. */
  issued_identity: Defaulted<string | null>;
}

/** A credit note's lines, with the VAT of the invoice they correct (migration 0067). */
export interface CreditNoteLinesTable {
  id: Generated<number>;
  credit_note_id: number;
  position: number;
  label: string;
  quantity: number;
  unit_amount: number;
  amount: number;
  vat_category: string;
  vat_rate_bp: number;
}

/** A credit note's stored PDF (Factur-X) and the SHA-256 of its bytes (migration 0067). */
export interface CreditNoteDocumentsTable {
  credit_note_id: number;
  pdf: Buffer;
  sha256: string;
  generated_at: InstantDefault;
  generated_by: number | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  client_id: number;
  invoice_id: number | null;
  paid_on: IsoDate;
  amount: number;
  payment_method_id: number | null;
  reference: string | null;
  created_at: InstantDefault;
}

export interface RecoveryNotesTable {
  id: Generated<number>;
  client_id: number;
  user_id: number | null;
  note: string;
  at: InstantDefault;
}

export interface ClientEventsTable {
  id: Generated<number>;
  client_id: number;
  at: InstantDefault;
  user_id: number | null;
  kind: string;
  summary: string;
  data: Json | null;
}

export interface BannedUsersTable extends Versioned {
  id: Generated<number>;
  client_id: number;
  email: string;
  cfr_user_id: number | null;
  reason: string | null;
  banned_at: InstantDefault;
  banned_by: number | null;
  /** null while banned; unique (client_id, lower(email)) among the banned. */
  unbanned_at: Instant | null;
  unbanned_by: number | null;
  unban_comment: string | null;
}
