import { FormatFactoryService, type Invoice } from '@e-invoice-eu/core';
import { formatDate, formatMoney, formatRate, xmlAmount, xmlPercent } from './format';
import { LABELS } from './labels';
import { producedAt, renderLegalPdf } from './pdf';
import { computeLegalTotals } from './totals';
import type { LegalDocument, LegalTotals } from './types';

/** The Factur-X profile of every document: EN 16931 ("Comfort"). */
export const FACTURX_PROFILE = 'Factur-X-EN16931';
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';
export const PRODUCER = 'Courier back office (pdfkit, @e-invoice-eu/core)';

export interface FacturX {
  /** The PDF/A-3 with factur-x.xml attached. */
  pdf: Buffer;
  /** The CII XML it carries. */
  xml: string;
  totals: LegalTotals;
}

type Obj = Record<string, unknown>;

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

/** The document in the library's invoice model (UBL-shaped JSON, EN 16931 business terms). */
export function toEInvoice(doc: LegalDocument, totals: LegalTotals = computeLegalTotals(doc)): Invoice {
  const s = doc.seller;
  const b = doc.buyer;
  const eur = xmlAmount;
  const [street, ...more] = b.addressLines.length > 0 ? b.addressLines : [''];
  const inv = {
    'cbc:CustomizationID': EN16931_GUIDELINE,
    'cbc:ID': doc.number,
    'cbc:IssueDate': doc.issueDate,
    'cbc:DueDate': doc.dueDate,
    'cbc:InvoiceTypeCode': doc.kind === 'invoice' ? '380' : '381',
    'cbc:DocumentCurrencyCode': doc.currency,
    'cac:InvoicePeriod': { 'cbc:StartDate': doc.period.start, 'cbc:EndDate': doc.period.end },
    'cac:AccountingSupplierParty': {
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
    },
    'cac:AccountingCustomerParty': {
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
    },
    'cac:PaymentMeans': [
      {
        'cbc:PaymentMeansCode': doc.paymentMeansCode ?? '58',
        'cbc:PaymentID': doc.number,
        'cac:PayeeFinancialAccount': {
          'cbc:ID': s.iban.replace(/\s+/g, ''),
          'cac:FinancialInstitutionBranch': { 'cbc:ID': s.bic },
        },
      },
    ],
    'cac:PaymentTerms': { 'cbc:Note': doc.paymentTerms },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': eur(totals.vatTotalCents),
        'cbc:TaxAmount@currencyID': doc.currency,
        'cac:TaxSubtotal': totals.vatBreakdown.map((g) => ({
          'cbc:TaxableAmount': eur(g.taxableCents),
          'cbc:TaxableAmount@currencyID': doc.currency,
          'cbc:TaxAmount': eur(g.vatCents),
          'cbc:TaxAmount@currencyID': doc.currency,
          'cac:TaxCategory': {
            'cbc:ID': g.category,
            'cbc:Percent': xmlPercent(g.rateBp),
            ...(g.exemption?.code ? { 'cbc:TaxExemptionReasonCode': g.exemption.code } : {}),
            ...(g.exemption?.text ? { 'cbc:TaxExemptionReason': g.exemption.text } : {}),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': eur(totals.lineTotalCents),
      'cbc:LineExtensionAmount@currencyID': doc.currency,
      'cbc:TaxExclusiveAmount': eur(totals.taxExclusiveCents),
      'cbc:TaxExclusiveAmount@currencyID': doc.currency,
      'cbc:TaxInclusiveAmount': eur(totals.taxInclusiveCents),
      'cbc:TaxInclusiveAmount@currencyID': doc.currency,
      'cbc:PayableAmount': eur(totals.amountDueCents),
      'cbc:PayableAmount@currencyID': doc.currency,
    },
    'cac:InvoiceLine': doc.lines.map((l, i) => ({
      'cbc:ID': String(i + 1),
      'cbc:InvoicedQuantity': String(l.quantity),
      'cbc:InvoicedQuantity@unitCode': l.unitCode ?? 'C62',
      'cbc:LineExtensionAmount': eur(totals.lineNetCents[i]!),
      'cbc:LineExtensionAmount@currencyID': doc.currency,
      'cac:Item': {
        'cbc:Name': l.description,
        'cac:ClassifiedTaxCategory': {
          'cbc:ID': l.vatCategory,
          'cbc:Percent': xmlPercent(l.vatRateBp),
          'cac:TaxScheme': { 'cbc:ID': 'VAT' },
        },
      },
      'cac:Price': { 'cbc:PriceAmount': eur(l.unitPriceCents), 'cbc:PriceAmount@currencyID': doc.currency },
    })),
  };
  return { 'ubl:Invoice': inv } as unknown as Invoice;
}

/** Rebuilds an object with its keys in the schema's order (CII is an ordered XML sequence). */
function ordered(o: Obj, keys: string[]): Obj {
  const out: Obj = {};
  for (const k of keys) if (k in o) out[k] = o[k];
  for (const k of Object.keys(o)) if (!(k in out)) out[k] = o[k];
  return out;
}

/**
 * What the library (2.3.4) leaves out of an EN 16931 CII, put back in its tree before it is
 * written: the notes with their subject codes (it writes them without), the seller's SIRET
 * (BT-29) and legal form (BT-33), the PO number (BT-13, written for EXTENDED only), the
 * preceding invoice (BT-25/26, lost) and the header delivery element the schema requires
 * (with the country delivered to, for an intra-community supply).
 */
function completeCii(cii: Obj, doc: LegalDocument): void {
  const root = cii['rsm:CrossIndustryInvoice'] as Obj;
  const context = root['rsm:ExchangedDocumentContext'] as Obj;
  // BT-23 would otherwise name Peppol's process, which this document is not sent through.
  delete context['ram:BusinessProcessSpecifiedDocumentContextParameter'];
  const header = root['rsm:ExchangedDocument'] as Obj;
  header['ram:IncludedNote'] = legalNotes(doc).map((n) => ({
    'ram:Content': n.text,
    'ram:SubjectCode': n.subject,
  }));

  const tx = root['rsm:SupplyChainTradeTransaction'] as Obj;
  const agreement = tx['ram:ApplicableHeaderTradeAgreement'] as Obj;
  const seller = agreement['ram:SellerTradeParty'] as Obj;
  seller['ram:GlobalID'] = doc.seller.siret;
  seller['ram:GlobalID@schemeID'] = '0009';
  seller['ram:Description'] = sellerRegistration(doc);
  agreement['ram:SellerTradeParty'] = ordered(seller, [
    'ram:ID',
    'ram:GlobalID',
    'ram:GlobalID@schemeID',
    'ram:Name',
    'ram:Description',
    'ram:SpecifiedLegalOrganization',
    'ram:DefinedTradeContact',
    'ram:PostalTradeAddress',
    'ram:URIUniversalCommunication',
    'ram:SpecifiedTaxRegistration',
  ]);
  if (doc.poNumber) agreement['ram:BuyerOrderReferencedDocument'] = { 'ram:IssuerAssignedID': doc.poNumber };
  tx['ram:ApplicableHeaderTradeAgreement'] = ordered(agreement, [
    'ram:BuyerReference',
    'ram:SellerTradeParty',
    'ram:BuyerTradeParty',
    'ram:SellerTaxRepresentativeTradeParty',
    'ram:SellerOrderReferencedDocument',
    'ram:BuyerOrderReferencedDocument',
    'ram:ContractReferencedDocument',
    'ram:AdditionalReferencedDocument',
    'ram:SpecifiedProcuringProject',
  ]);
  tx['ram:ApplicableHeaderTradeDelivery'] ??= {};
  if (doc.lines.some((l) => l.vatCategory === 'K')) {
    // An intra-community supply names the country delivered to (BR-IC-12): the buyer's.
    (tx['ram:ApplicableHeaderTradeDelivery'] as Obj)['ram:ShipToTradeParty'] = {
      'ram:PostalTradeAddress': { 'ram:CountryID': doc.buyer.countryCode },
    };
  }

  const settlement = tx['ram:ApplicableHeaderTradeSettlement'] as Obj;
  if (doc.kind === 'creditNote' && doc.precedingInvoice) {
    settlement['ram:InvoiceReferencedDocument'] = {
      'ram:IssuerAssignedID': doc.precedingInvoice.number,
      'ram:FormattedIssueDateTime': {
        'qdt:DateTimeString': doc.precedingInvoice.issueDate.replaceAll('-', ''),
        'qdt:DateTimeString@format': '102',
      },
    };
  }
  tx['ram:ApplicableHeaderTradeSettlement'] = ordered(settlement, [
    'ram:CreditorReferenceID',
    'ram:PaymentReference',
    'ram:TaxCurrencyCode',
    'ram:InvoiceCurrencyCode',
    'ram:PayeeTradeParty',
    'ram:SpecifiedTradeSettlementPaymentMeans',
    'ram:ApplicableTradeTax',
    'ram:BillingSpecifiedPeriod',
    'ram:SpecifiedTradeAllowanceCharge',
    'ram:SpecifiedTradePaymentTerms',
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
    'ram:InvoiceReferencedDocument',
    'ram:ReceivableSpecifiedTradeAccountingAccount',
  ]);
  root['rsm:SupplyChainTradeTransaction'] = ordered(tx, [
    'ram:IncludedSupplyChainTradeLineItem',
    'ram:ApplicableHeaderTradeAgreement',
    'ram:ApplicableHeaderTradeDelivery',
    'ram:ApplicableHeaderTradeSettlement',
  ]);
}

const escText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (s: string) => escText(s).replace(/"/g, '&quot;');

/**
 * The library's XML tree written out (`#` text, `@name` attributes, arrays as repeated
 * elements), as its xmlbuilder2 step does but in a fifth of the time: that step was a third of
 * a document's time.
 */
export function writeXml(tree: Obj): string {
  // `#` may hold an object: its attributes and text belong to the element itself.
  const content = (o: Obj): { attrs: string; body: string } => {
    let attrs = '';
    let body = '';
    for (const [k, c] of Object.entries(o)) {
      if (k.startsWith('@')) attrs += ` ${k.slice(1)}="${escAttr(String(c))}"`;
      else if (k === '#' && c !== null && typeof c === 'object') {
        const inner = content(c as Obj);
        attrs += inner.attrs;
        body += inner.body;
      } else if (k === '#') body += escText(String(c));
      else body += el(k, c);
    }
    return { attrs, body };
  };
  const el = (name: string, v: unknown): string => {
    if (Array.isArray(v)) return v.map((x) => el(name, x)).join('');
    if (v === null || v === undefined) return '';
    if (typeof v !== 'object') return `<${name}>${escText(String(v))}</${name}>`;
    const { attrs, body } = content(v as Obj);
    return body ? `<${name}${attrs}>${body}</${name}>` : `<${name}${attrs}/>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${Object.entries(tree)
    .map(([k, v]) => el(k, v))
    .join('')}\n`;
}

/** The library's formatter, the parts it does not expose typed. */
interface FacturXFormatter {
  fillInvoiceDefaults(invoice: Invoice): void;
  generate(
    invoice: Invoice,
    options: {
      format: string;
      lang: string;
      pdf: { buffer: Uint8Array; filename: string; mimetype: string };
    },
  ): Promise<string | Uint8Array>;
  postProcess(cii: Obj): void;
  attachFacturX(pdfDoc: unknown, options: unknown, xml: string): Promise<void>;
  addMetadata(pdfDoc: PdfLibDocument, xmp: string): void;
  attachFile(
    pdfDoc: PdfLibDocument,
    file: { buffer: Uint8Array; filename: string; mimetype: string; description?: string },
    relationship: unknown,
  ): Promise<void>;
  renderXML(data: Obj): string;
  cleanAttributes(data: Obj): void;
}

interface PdfLibDocument {
  attach(
    bytes: Uint8Array,
    name: string,
    options: {
      mimeType: string;
      description: string;
      creationDate: Date;
      modificationDate: Date;
      afRelationship: unknown;
    },
  ): Promise<void>;
  setCreationDate(date: Date): void;
  setModificationDate(date: Date): void;
  setTitle(title: string): void;
  setCreator(creator: string): void;
  setProducer(producer: string): void;
  setKeywords(keywords: string[]): void;
  setSubject(subject: string): void;
}

const factory = new FormatFactoryService();
const quiet = { log() {}, warn() {}, error() {} };

function xmpEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The Factur-X (EN 16931 profile) of a document: its PDF made PDF/A-3 by @e-invoice-eu/core,
 * carrying the CII XML as factur-x.xml with the Factur-X XMP metadata. The library's own input
 * validation (a JSON-schema compile per call, ~0.2 s) is skipped: the input is built above from
 * a typed document, and the tests check the result against the EN 16931 rules.
 */
export async function facturX(doc: LegalDocument): Promise<FacturX> {
  if (doc.currency !== 'EUR') throw new Error('documents are in EUR');
  if (doc.kind === 'creditNote' && !doc.precedingInvoice)
    throw new Error('a credit note names the invoice it corrects');
  const totals = computeLegalTotals(doc);
  const pdf = await renderLegalPdf(doc, totals);
  const invoice = toEInvoice(doc, totals);
  const formatter = factory.createFormatService(FACTURX_PROFILE, quiet) as unknown as FacturXFormatter;
  const format = factory.normalizeFormat(FACTURX_PROFILE);

  let xml = '';
  const postProcess = formatter.postProcess.bind(formatter);
  formatter.postProcess = (cii) => {
    postProcess(cii);
    completeCii(cii, doc);
  };
  formatter.renderXML = (data) => {
    formatter.cleanAttributes(data);
    return writeXml(data);
  };
  const attach = formatter.attachFacturX.bind(formatter);
  formatter.attachFacturX = (pdfDoc, options, x) => {
    xml = x;
    return attach(pdfDoc, options, x);
  };
  const L = LABELS[doc.language];
  const title = `${doc.kind === 'invoice' ? L.invoice : L.creditNote} ${doc.number}`;
  const subject = `${title}, ${doc.seller.legalName}, ${formatDate(doc.issueDate, doc.language)}`;
  const addMetadata = formatter.addMetadata.bind(formatter);
  // PDF/A wants the document information dictionary and the XMP to say the same things;
  // the library's differ (title, producer, creator tool, keywords, time zone of the dates).
  const at = producedAt(doc);
  const created = at.toISOString().replace(/\.\d{3}Z$/, 'Z');
  // The same document gives the same bytes: every date of the file is `at` (the library's are now).
  formatter.attachFile = (pdfDoc, file, relationship) =>
    pdfDoc.attach(file.buffer, file.filename, {
      mimeType: file.mimetype,
      description: file.description ?? 'Supplementary file',
      creationDate: at,
      modificationDate: at,
      afRelationship: relationship,
    });
  formatter.addMetadata = (pdfDoc, xmp) => {
    pdfDoc.setCreationDate(at);
    pdfDoc.setModificationDate(at);
    pdfDoc.setTitle(title);
    pdfDoc.setProducer(PRODUCER);
    pdfDoc.setCreator(PRODUCER);
    pdfDoc.setKeywords(['Factur-X']);
    pdfDoc.setSubject(subject);
    const fixed = xmp
      .replace(/(<dc:title>\s*<rdf:Alt>\s*<rdf:li[^>]*>)[^<]*(<\/rdf:li>)/, `$1${xmpEscape(title)}$2`)
      .replace(/(<dc:description>\s*<rdf:Alt>\s*<rdf:li[^>]*>)[^<]*(<\/rdf:li>)/, `$1${xmpEscape(subject)}$2`)
      .replace(
        /<pdf:Producer>[^<]*<\/pdf:Producer>/,
        `<pdf:Producer>${xmpEscape(PRODUCER)}</pdf:Producer><pdf:Keywords>Factur-X</pdf:Keywords>`,
      )
      .replace(
        /<xmp:CreatorTool>[^<]*<\/xmp:CreatorTool>/,
        `<xmp:CreatorTool>${xmpEscape(PRODUCER)}</xmp:CreatorTool>`,
      )
      .replace(/>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d</g, `>${created}<`);
    addMetadata(pdfDoc, fixed);
  };

  formatter.fillInvoiceDefaults(invoice);
  const out = await formatter.generate(invoice, {
    format,
    lang: doc.language === 'fr' ? 'fr-FR' : 'en-GB',
    pdf: { buffer: pdf, filename: `${doc.number}.pdf`, mimetype: 'application/pdf' },
  });
  return { pdf: Buffer.from(out as Uint8Array), xml, totals };
}
