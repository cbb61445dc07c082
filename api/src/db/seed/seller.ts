import { sql } from 'kysely';
import type { Executor } from '../executor';
import type { SellerIdentity } from '../../domain/seller';

/**
 * The demo operator's legal identity: fictional, with valid check digits (SIREN and SIRET Luhn,
 * the VAT key of the SIREN, the IBAN's mod 97 and its RIB key), so that the demo and the tests
 * issue invoices.
 */
export const DEMO_SELLER: SellerIdentity = {
  legalName: 'Coursiers Parisiens Express',
  legalForm: 'SAS',
  shareCapitalCents: 5_000_000,
  addressLine1: '12 rue de la Logistique',
  addressLine2: null,
  postalCode: '75011',
  city: 'Paris',
  countryCode: 'FR',
  siren: '912345675',
  siret: '91234567500017',
  rcsCity: 'Paris',
  vatNumber: 'FR65912345675',
  iban: 'FR7630004008230001234567819',
  bic: 'BNPAFRPPXXX',
  email: 'facturation@courier.example',
  phone: '+33 1 23 45 67 89',
  logo: null,
  paymentTermDays: 30,
  latePaymentRateBp: 1200,
};

/** Sets the seller row (made empty by its migration) to `seller`, as if FINANCE had. */
export async function seedSeller(db: Executor, seller: SellerIdentity = DEMO_SELLER): Promise<void> {
  await sql`
    update seller_identity set legal_name = ${seller.legalName}, legal_form = ${seller.legalForm},
      share_capital_cents = ${seller.shareCapitalCents}, address_line1 = ${seller.addressLine1},
      address_line2 = ${seller.addressLine2}, postal_code = ${seller.postalCode}, city = ${seller.city},
      country_code = ${seller.countryCode}, siren = ${seller.siren}, siret = ${seller.siret},
      rcs_city = ${seller.rcsCity}, vat_number = ${seller.vatNumber}, iban = ${seller.iban}, bic = ${seller.bic},
      email = ${seller.email}, phone = ${seller.phone}, logo_content_type = ${seller.logo?.contentType ?? null},
      logo_base64 = ${seller.logo?.base64 ?? null}, payment_term_days = ${seller.paymentTermDays},
      late_payment_rate_bp = ${seller.latePaymentRateBp}, updated_at = now()
    where id = 1`.execute(db);
}
