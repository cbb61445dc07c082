import { legalNotes, sellerRegistration } from './parties';
import type { LegalDocument } from './types';

type Obj = Record<string, unknown>;

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
export function completeCii(cii: Obj, doc: LegalDocument): void {
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
