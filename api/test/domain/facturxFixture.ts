import type { SellerIdentity } from '../../src/domain/seller';
import type { LegalDocument } from '../../src/domain/facturx';

/** A complete seller: valid SIREN/SIRET (Luhn), French VAT key, IBAN mod 97. */
export const SELLER: SellerIdentity = {
  legalName: 'Coursiers Express de Paris',
  legalForm: 'SAS',
  shareCapitalCents: 5_000_000,
  addressLine1: '12 rue de la Pépinière',
  addressLine2: 'Bâtiment B',
  postalCode: '75008',
  city: 'Paris',
  countryCode: 'FR',
  siren: '732829320',
  siret: '73282932000074',
  rcsCity: 'Paris',
  vatNumber: 'FR44732829320',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  email: 'facturation@coursiers-express.fr',
  phone: '+33 1 23 45 67 89',
  logo: null,
  paymentTermDays: 30,
  latePaymentRateBp: 1200,
};

/** A French client's monthly invoice: two VAT rates, a fractional quantity, thousands. */
export function invoiceDoc(over: Partial<LegalDocument> = {}): LegalDocument {
  return {
    kind: 'invoice',
    number: 'F-2026-000123',
    issueDate: '2026-11-30',
    dueDate: '2026-12-30',
    period: { start: '2026-11-01', end: '2026-11-30' },
    currency: 'EUR',
    language: 'fr',
    seller: SELLER,
    buyer: {
      name: 'Pharmacie Étoile',
      legalName: 'Pharmacie Étoile SARL',
      addressLines: ['5 avenue des Champs-Élysées', 'Escalier C'],
      postalCode: '75008',
      city: 'Paris',
      countryCode: 'FR',
      siren: '552100554',
      vatNumber: 'FR17552100554',
      businessCode: 'C0042',
    },
    poNumber: 'PO-2026-77',
    precedingInvoice: null,
    lines: [
      {
        description: 'Courses urgentes – novembre 2026',
        quantity: 137,
        unitPriceCents: 1_245,
        vatCategory: 'S',
        vatRateBp: 2000,
      },
      {
        description: 'Attente sur place (heures)',
        quantity: 12.5,
        unitCode: 'HUR',
        unitPriceCents: 1_999,
        vatCategory: 'S',
        vatRateBp: 2000,
      },
      {
        description: 'Tournée régulière « matin »',
        quantity: 21,
        unitPriceCents: 8_333,
        vatCategory: 'S',
        vatRateBp: 2000,
      },
      {
        description: 'Livraison de presse',
        quantity: 3,
        unitPriceCents: 333,
        vatCategory: 'S',
        vatRateBp: 550,
      },
    ],
    paymentTerms: 'Paiement à 30 jours de la date de facture, par virement',
    latePaymentRateBp: 1200,
    recoveryIndemnityCents: 4000,
    paymentMeansCode: '58',
    ...over,
  };
}

export function creditNoteDoc(over: Partial<LegalDocument> = {}): LegalDocument {
  return invoiceDoc({
    kind: 'creditNote',
    number: 'A-2026-000007',
    issueDate: '2026-12-05',
    dueDate: '2026-12-05',
    precedingInvoice: { number: 'F-2026-000123', issueDate: '2026-11-30' },
    poNumber: null,
    lines: [
      {
        description: 'Course annulée du 14/11',
        quantity: 2,
        unitPriceCents: 1_245,
        vatCategory: 'S',
        vatRateBp: 2000,
      },
    ],
    paymentTerms: 'Avoir à déduire du prochain règlement',
    ...over,
  });
}
