import type { LegalDocument } from './types';
import { formatMoney, formatRate } from './format';
import { LABELS } from './labels';

/** The seller's registration details as one line (BT-33, and the REG note). */
export function sellerRegistration(doc: LegalDocument): string {
  const s = doc.seller;
  const L = LABELS[doc.language];
  return `${L.shareCapital(s.legalForm, formatMoney(s.shareCapitalCents, doc.language))} – RCS ${s.rcsCity.replace(/^RCS\s+/i, '')} – ${L.siret} ${s.siret}`;
}

/** The notes (BT-21/BT-22): the French mentions with their subject codes, in the document's language. */
export function legalNotes(doc: LegalDocument): { subject: string; text: string }[] {
  const L = LABELS[doc.language];
  return [
    // REG: the seller's registration; PMD, PMT, AAB: penalties, recovery indemnity, discount.
    { subject: 'REG', text: sellerRegistration(doc) },
    { subject: 'PMD', text: L.latePenalty(formatRate(doc.latePaymentRateBp, doc.language)) },
    { subject: 'PMT', text: L.recoveryIndemnity(formatMoney(doc.recoveryIndemnityCents, doc.language)) },
    { subject: 'AAB', text: L.noEarlyDiscount },
  ];
}

/** The seller (BG-4): names, address, VAT number, SIREN, contact. */
export function supplierParty(doc: LegalDocument) {
  const s = doc.seller;
  return {
    'cac:Party': {
      ...(s.email ? { 'cbc:EndpointID': s.email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
      'cac:PartyName': { 'cbc:Name': s.legalName },
      'cac:PostalAddress': {
        'cbc:StreetName': s.addressLine1,
        ...(s.addressLine2 ? { 'cbc:AdditionalStreetName': s.addressLine2 } : {}),
        'cbc:CityName': s.city,
        'cbc:PostalZone': s.postalCode,
        'cac:Country': { 'cbc:IdentificationCode': s.countryCode },
      },
      'cac:PartyTaxScheme': [{ 'cbc:CompanyID': s.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': s.legalName,
        'cbc:CompanyID': s.siren,
        'cbc:CompanyID@schemeID': '0002',
      },
      ...(s.phone || s.email
        ? {
            'cac:Contact': {
              ...(s.phone ? { 'cbc:Telephone': s.phone } : {}),
              ...(s.email ? { 'cbc:ElectronicMail': s.email } : {}),
            },
          }
        : {}),
    },
  };
}

/** The buyer (BG-7): its code, names, address (the first lines as street lines), VAT number, SIREN. */
export function customerParty(doc: LegalDocument) {
  const b = doc.buyer;
  const [street, ...more] = b.addressLines.length > 0 ? b.addressLines : [''];
  return {
    'cac:Party': {
      ...(b.siren ? { 'cbc:EndpointID': b.siren, 'cbc:EndpointID@schemeID': '0225' } : {}),
      'cac:PartyIdentification': { 'cbc:ID': b.businessCode },
      'cac:PartyName': { 'cbc:Name': b.name },
      'cac:PostalAddress': {
        'cbc:StreetName': street,
        ...(more[0] ? { 'cbc:AdditionalStreetName': more[0] } : {}),
        ...(more.length > 1 ? { 'cac:AddressLine': { 'cbc:Line': more.slice(1).join(', ') } } : {}),
        'cbc:CityName': b.city,
        'cbc:PostalZone': b.postalCode,
        'cac:Country': { 'cbc:IdentificationCode': b.countryCode },
      },
      ...(b.vatNumber
        ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': b.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
        : {}),
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': b.legalName,
        ...(b.siren ? { 'cbc:CompanyID': b.siren, 'cbc:CompanyID@schemeID': '0002' } : {}),
      },
    },
  };
}
