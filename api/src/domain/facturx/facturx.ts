import { FormatFactoryService, type Invoice } from '@e-invoice-eu/core';
import { completeCii, writeXml } from './cii';
import { formatDate } from './format';
import { LABELS } from './labels';
import { invoiceLines } from './lines';
import { customerParty, supplierParty } from './parties';
import { producedAt, renderLegalPdf } from './pdf';
import { computeLegalTotals } from './totals';
import type { LegalDocument, LegalTotals } from './types';
import { monetaryTotal, taxTotal } from './vatTotals';

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

export { legalNotes, sellerRegistration } from './parties';

/** The document in the library's invoice model (UBL-shaped JSON, EN 16931 business terms). */
export function toEInvoice(doc: LegalDocument, totals: LegalTotals = computeLegalTotals(doc)): Invoice {
  const s = doc.seller;
  const inv = {
    'cbc:CustomizationID': EN16931_GUIDELINE,
    'cbc:ID': doc.number,
    'cbc:IssueDate': doc.issueDate,
    'cbc:DueDate': doc.dueDate,
    'cbc:InvoiceTypeCode': doc.kind === 'invoice' ? '380' : '381',
    'cbc:DocumentCurrencyCode': doc.currency,
    'cac:InvoicePeriod': { 'cbc:StartDate': doc.period.start, 'cbc:EndDate': doc.period.end },
    'cac:AccountingSupplierParty': supplierParty(doc),
    'cac:AccountingCustomerParty': customerParty(doc),
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
    'cac:TaxTotal': taxTotal(doc, totals),
    'cac:LegalMonetaryTotal': monetaryTotal(doc, totals),
    'cac:InvoiceLine': invoiceLines(doc, totals),
  };
  return { 'ubl:Invoice': inv } as unknown as Invoice;
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
