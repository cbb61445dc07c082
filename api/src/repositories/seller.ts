/**
 * The seller's legal identity (docs/product.md#seller-identity): one row, made by migration
 * 0059 with every field empty; `updated_at` null means never set. Its checks are the
 * contract's (shared sellerChecks.ts), so the answer's `problems` and the 400s say the same.
 * A change's rules, step-up and event are services/settings/updateSeller.ts.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { SellerIdentity } from '../domain/seller';
import { conflict } from '../domain/errors';
import { contract } from '../shared';
import type { ResponseOut } from './areaTypes';

export type SellerAnswer = ResponseOut<'seller', 'getSeller'>;

interface SellerRow {
  legal_name: string | null;
  legal_form: string | null;
  share_capital_cents: string | number | null;
  address_line1: string | null;
  address_line2: string | null;
  postal_code: string | null;
  city: string | null;
  country_code: string | null;
  siren: string | null;
  siret: string | null;
  rcs_city: string | null;
  vat_number: string | null;
  iban: string | null;
  bic: string | null;
  email: string | null;
  phone: string | null;
  logo_content_type: 'image/png' | 'image/jpeg' | null;
  logo_base64: string | null;
  payment_term_days: number | null;
  late_payment_rate_bp: number | null;
  version: number;
  updated_at: Date | string | null;
  updated_by: string | null;
}

async function sellerRow(db: Executor, lock = false): Promise<SellerRow> {
  const { rows } = await sql<SellerRow>`
    select s.*, u.name as updated_by from seller_identity s left join staff_users u on u.id = s.updated_by
    where s.id = 1 ${lock ? sql`for update of s` : sql``}`.execute(db);
  // The row is made by migration 0059 and never deleted: without it the database is not migrated.
  if (!rows[0]) throw new Error('seller_identity has no row: run the migrations');
  return rows[0];
}

function identityOf(r: SellerRow): SellerIdentity | null {
  if (r.updated_at === null) return null;
  const text = (v: string | null) => v ?? '';
  return {
    legalName: text(r.legal_name),
    legalForm: text(r.legal_form),
    shareCapitalCents: Number(r.share_capital_cents ?? 0),
    addressLine1: text(r.address_line1),
    addressLine2: r.address_line2,
    postalCode: text(r.postal_code),
    city: text(r.city),
    countryCode: text(r.country_code),
    siren: text(r.siren),
    siret: text(r.siret),
    rcsCity: text(r.rcs_city),
    vatNumber: text(r.vat_number),
    iban: text(r.iban),
    bic: text(r.bic),
    email: r.email,
    phone: r.phone,
    logo:
      r.logo_content_type && r.logo_base64
        ? { contentType: r.logo_content_type, base64: r.logo_base64 }
        : null,
    paymentTermDays: Number(r.payment_term_days ?? 0),
    latePaymentRateBp: Number(r.late_payment_rate_bp ?? 0),
  };
}

/** The seller's identity, or null when it was never set. */
export async function readSeller(db: Executor): Promise<SellerIdentity | null> {
  return identityOf(await sellerRow(db));
}

/**
 * What is missing or invalid, one sentence per field ("The seller's SIRET is missing"); empty
 * when the seller may be named on an invoice. Never set: every required field is missing.
 */
export function sellerProblems(seller: SellerIdentity | null): string[] {
  return contract.sellerIdentityProblems(seller as Record<string, unknown> | null);
}

/** 409 naming what is missing while the seller cannot be named on an invoice (issuing refuses). */
export async function requireCompleteSeller(db: Executor): Promise<SellerIdentity> {
  const seller = await readSeller(db);
  const problems = sellerProblems(seller);
  if (problems.length > 0 || !seller)
    throw conflict(
      `Invoices cannot be issued until the seller identity is complete (Finance, Invoicing run, Seller identity): ${problems.join('; ')}`,
    );
  return seller;
}

export async function sellerAnswer(db: Executor): Promise<SellerAnswer> {
  const r = await sellerRow(db);
  const seller = identityOf(r);
  return {
    seller,
    version: Number(r.version),
    problems: sellerProblems(seller),
    updatedAt: r.updated_at === null ? null : new Date(r.updated_at).toISOString(),
    updatedBy: r.updated_by,
  };
}

/** The identity row locked for a change, its identity (null when never set) and version. */
export async function lockSeller(tx: Executor): Promise<{ identity: SellerIdentity | null; version: number }> {
  const row = await sellerRow(tx, true);
  return { identity: identityOf(row), version: Number(row.version) };
}

/** Sets the whole identity, bumping its version and dating the change. */
export async function writeSeller(tx: Executor, userId: number, after: SellerIdentity): Promise<void> {
  await sql`
    update seller_identity set legal_name = ${after.legalName}, legal_form = ${after.legalForm},
      share_capital_cents = ${after.shareCapitalCents}, address_line1 = ${after.addressLine1},
      address_line2 = ${after.addressLine2 || null}, postal_code = ${after.postalCode}, city = ${after.city},
      country_code = ${after.countryCode}, siren = ${after.siren}, siret = ${after.siret}, rcs_city = ${after.rcsCity},
      vat_number = ${after.vatNumber}, iban = ${after.iban}, bic = ${after.bic}, email = ${after.email || null},
      phone = ${after.phone || null}, logo_content_type = ${after.logo?.contentType ?? null},
      logo_base64 = ${after.logo?.base64 ?? null}, payment_term_days = ${after.paymentTermDays},
      late_payment_rate_bp = ${after.latePaymentRateBp}, version = version + 1, updated_at = now(),
      updated_by = ${userId}
    where id = 1`.execute(tx);
}
