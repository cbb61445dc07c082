import type { LegalLanguage } from './types';

/** The words of the legal documents, in each language a client can choose. */
export interface LegalLabels {
  invoice: string;
  creditNote: string;
  number: string;
  issueDate: string;
  dueDate: string;
  period: (from: string, to: string) => string;
  poNumber: string;
  correctsInvoice: (number: string, date: string) => string;
  seller: string;
  billTo: string;
  clientCode: string;
  siren: string;
  siret: string;
  vatNumber: string;
  shareCapital: (legalForm: string, capital: string) => string;
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  lineNet: string;
  totalExclVat: string;
  vatOn: (rate: string, base: string) => string;
  vatExempt: (category: string) => string;
  totalVat: string;
  totalInclVat: string;
  amountDue: string;
  /** A credit note's total: what the buyer is owed. */
  amountCredited: string;
  paymentTerms: string;
  paymentMeans: string;
  transfer: string;
  latePenalty: (rate: string) => string;
  recoveryIndemnity: (amount: string) => string;
  noEarlyDiscount: string;
  operation: (category: 'services' | 'goods' | 'mixed') => string;
  vatOnDebits: string;
  page: (n: number, of: number) => string;
}

export const LABELS: Record<LegalLanguage, LegalLabels> = {
  fr: {
    invoice: 'Facture',
    creditNote: 'Avoir',
    number: 'N°',
    issueDate: "Date d'émission",
    dueDate: "Date d'échéance",
    period: (from, to) => `Période de prestation\u00a0: du ${from} au ${to}`,
    poNumber: 'Bon de commande',
    correctsInvoice: (n, d) => `Avoir sur la facture n° ${n} du ${d}`,
    seller: 'Vendeur',
    billTo: 'Facturé à',
    clientCode: 'Code client',
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'N° TVA intracommunautaire',
    shareCapital: (form, capital) => `${form} au capital de ${capital}`,
    description: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'PU HT',
    vatRate: 'TVA',
    lineNet: 'Montant HT',
    totalExclVat: 'Total HT',
    vatOn: (rate, base) => `TVA ${rate} sur ${base}`,
    vatExempt: (category) => `TVA (catégorie ${category})`,
    totalVat: 'Total TVA',
    totalInclVat: 'Total TTC',
    amountDue: 'Net à payer',
    amountCredited: 'Net en votre faveur',
    paymentTerms: 'Conditions de paiement',
    paymentMeans: 'Règlement',
    transfer: 'Virement SEPA',
    latePenalty: (rate) =>
      `Pénalités de retard\u00a0: ${rate} par an, exigibles dès le lendemain de la date d'échéance sans qu'un rappel soit nécessaire.`,
    recoveryIndemnity: (amount) =>
      `Indemnité forfaitaire pour frais de recouvrement due en cas de retard de paiement\u00a0: ${amount} (art. L. 441-10 et D. 441-5 du Code de commerce).`,
    noEarlyDiscount: "Pas d'escompte pour paiement anticipé.",
    operation: (c) =>
      `Nature de l'opération\u00a0: ${c === 'services' ? 'prestations de services' : c === 'goods' ? 'livraison de biens' : 'livraison de biens et prestations de services'}`,
    vatOnDebits: "Option pour le paiement de la taxe d'après les débits",
    page: (n, of) => `Page ${n} / ${of}`,
  },
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'No.',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    period: (from, to) => `Service period: ${from} to ${to}`,
    poNumber: 'Purchase order',
    correctsInvoice: (n, d) => `Credit note for invoice no. ${n} of ${d}`,
    seller: 'Seller',
    billTo: 'Bill to',
    clientCode: 'Client code',
    siren: 'SIREN',
    siret: 'SIRET',
    vatNumber: 'VAT number',
    shareCapital: (form, capital) => `${form} with a share capital of ${capital}`,
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price excl. VAT',
    vatRate: 'VAT',
    lineNet: 'Amount excl. VAT',
    totalExclVat: 'Total excl. VAT',
    vatOn: (rate, base) => `VAT ${rate} on ${base}`,
    vatExempt: (category) => `VAT (category ${category})`,
    totalVat: 'Total VAT',
    totalInclVat: 'Total incl. VAT',
    amountDue: 'Amount due',
    amountCredited: 'Amount credited to you',
    paymentTerms: 'Payment terms',
    paymentMeans: 'Payment',
    transfer: 'SEPA credit transfer',
    latePenalty: (rate) =>
      `Late-payment penalties: ${rate} a year, due from the day after the due date without any reminder.`,
    recoveryIndemnity: (amount) =>
      `Fixed indemnity for recovery costs owed on late payment: ${amount} (French Commercial Code, art. L. 441-10 and D. 441-5).`,
    noEarlyDiscount: 'No discount for early payment.',
    operation: (c) =>
      `Nature of the supply: ${c === 'services' ? 'services' : c === 'goods' ? 'goods' : 'goods and services'}`,
    vatOnDebits: 'VAT paid on debits (option of the seller)',
    page: (n, of) => `Page ${n} / ${of}`,
  },
};
