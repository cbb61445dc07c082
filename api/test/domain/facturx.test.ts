import { inflateSync } from 'node:zlib';
import { convert } from 'xmlbuilder2';
import {
  computeLegalTotals,
  EN16931_GUIDELINE,
  facturX,
  formatDate,
  formatMoney,
  formatRate,
  type FacturX,
  type LegalDocument,
  type LegalLine,
} from '../../src/domain/facturx';
import { creditNoteDoc, invoiceDoc, SELLER } from './facturxFixture';
import { pdfParts, type PdfParts } from './facturxPdf';

// ---------------------------------------------------------------- a small reader of the CII XML

type Node = Record<string, unknown> | string;

/** Every node at a path of element names below `from` (arrays flattened). */
function all(from: unknown, path: string): Node[] {
  let nodes: unknown[] = [from];
  for (const step of path.split('/')) {
    nodes = nodes.flatMap((n) => {
      const v = n && typeof n === 'object' ? (n as Record<string, unknown>)[step] : undefined;
      return v === undefined ? [] : Array.isArray(v) ? v : [v];
    });
  }
  return nodes as Node[];
}

/** The text of a node ('#' when it has attributes). */
function text(n: Node | undefined): string | undefined {
  if (n === undefined) return undefined;
  const t = typeof n === 'string' ? n : (n['#'] as string | undefined);
  // xmlbuilder2's object form keeps the entities of the text.
  return t
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The single value at a path; fails when absent, empty or repeated. */
function one(from: unknown, path: string): string {
  const nodes = all(from, path);
  if (nodes.length !== 1) throw new Error(`${path}: ${nodes.length} nodes`);
  const t = text(nodes[0]);
  if (t === undefined || t.trim() === '') throw new Error(`${path}: empty`);
  return t;
}

function attr(from: unknown, path: string, name: string): string | undefined {
  const n = all(from, path)[0];
  return n && typeof n === 'object' ? (n[`@${name}`] as string | undefined) : undefined;
}

/** A CII decimal amount to cents, refusing more than 2 decimals (BR-DEC-*). */
function cents(value: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) throw new Error(`not an amount with at most 2 decimals: ${value}`);
  const c = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -c : c;
}

function parse(xml: string) {
  const o = convert(xml, { format: 'object' }) as Record<string, unknown>;
  const root = o['rsm:CrossIndustryInvoice'];
  const tx = all(root, 'rsm:SupplyChainTradeTransaction')[0];
  return {
    root,
    doc: all(root, 'rsm:ExchangedDocument')[0],
    agreement: all(tx, 'ram:ApplicableHeaderTradeAgreement')[0],
    settlement: all(tx, 'ram:ApplicableHeaderTradeSettlement')[0],
    lines: all(tx, 'ram:IncludedSupplyChainTradeLineItem'),
    tx,
  };
}

type Parsed = ReturnType<typeof parse>;

/** The EN 16931 calculation and VAT breakdown rules, recomputed from the XML alone. */
function checkBusinessRules(x: Parsed): void {
  const sum = x.settlement;
  const money = (p: string) => cents(one(sum, `ram:SpecifiedTradeSettlementHeaderMonetarySummation/${p}`));
  const lineNets = x.lines.map((l) =>
    cents(
      one(
        l,
        'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount',
      ),
    ),
  );
  const bt106 = money('ram:LineTotalAmount');
  const bt109 = money('ram:TaxBasisTotalAmount');
  const bt110 = money('ram:TaxTotalAmount');
  const bt112 = money('ram:GrandTotalAmount');
  const bt115 = money('ram:DuePayableAmount');
  const bt113 = all(sum, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TotalPrepaidAmount').length
    ? money('ram:TotalPrepaidAmount')
    : 0;
  const allowances = all(sum, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:AllowanceTotalAmount')
    .length
    ? money('ram:AllowanceTotalAmount')
    : 0;
  const charges = all(sum, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:ChargeTotalAmount').length
    ? money('ram:ChargeTotalAmount')
    : 0;
  const groups = all(sum, 'ram:ApplicableTradeTax');
  // BR-CO-10: BT-106 = Σ BT-131.
  expect(bt106).toBe(lineNets.reduce((s, n) => s + n, 0));
  // BR-CO-13: BT-109 = BT-106 − allowances + charges.
  expect(bt109).toBe(bt106 - allowances + charges);
  // BR-CO-14: BT-110 = Σ BT-117; its currency is the invoice's (BR-CO-? / CII BT-110 currencyID).
  expect(bt110).toBe(groups.reduce((s, g) => s + cents(one(g, 'ram:CalculatedAmount')), 0));
  expect(
    attr(sum, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount', 'currencyID'),
  ).toBe('EUR');
  // BR-CO-15: BT-112 = BT-109 + BT-110.
  expect(bt112).toBe(bt109 + bt110);
  // BR-CO-16: BT-115 = BT-112 − BT-113 + BT-114.
  expect(bt115).toBe(bt112 - bt113);
  // BR-CO-18: at least one VAT breakdown; BR-45..48: each has its basis, amount, category and rate.
  expect(groups.length).toBeGreaterThan(0);
  const seen = new Set<string>();
  for (const g of groups) {
    expect(one(g, 'ram:TypeCode')).toBe('VAT');
    const category = one(g, 'ram:CategoryCode');
    const rate = one(g, 'ram:RateApplicablePercent');
    const key = `${category}:${Number(rate)}`;
    expect(seen.has(key)).toBe(false);
    seen.add(key);
    const basis = cents(one(g, 'ram:BasisAmount'));
    const vat = cents(one(g, 'ram:CalculatedAmount'));
    // BR-S-08 (and its Z/E/AE/K/G/O siblings): BT-116 = Σ the nets of the lines of that category and rate.
    const groupLines = x.lines.filter((l) => {
      const t = all(l, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax')[0];
      return (
        one(t, 'ram:CategoryCode') === category &&
        Number(one(t, 'ram:RateApplicablePercent')) === Number(rate)
      );
    });
    expect(groupLines.length).toBeGreaterThan(0);
    expect(basis).toBe(
      groupLines.reduce(
        (s, l) =>
          s +
          cents(
            one(
              l,
              'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount',
            ),
          ),
        0,
      ),
    );
    // BR-CO-17 / BR-S-09: BT-117 = BT-116 × BT-119 / 100, rounded to the cent.
    const rateBp = Math.round(Number(rate) * 100);
    const exact = (basis * rateBp) / 10_000;
    expect(Math.abs(vat - exact)).toBeLessThanOrEqual(0.5);
    if (category === 'S') {
      // BR-S-05/06: a standard rate is above zero.
      expect(rateBp).toBeGreaterThan(0);
    } else {
      // BR-Z/E/AE/K/G/O-05..09: rate 0, amount 0; BR-E/AE/K/G/O-10: an exemption reason or code.
      expect(rateBp).toBe(0);
      expect(vat).toBe(0);
      if (category !== 'Z') {
        expect(
          all(g, 'ram:ExemptionReason').length + all(g, 'ram:ExemptionReasonCode').length,
        ).toBeGreaterThan(0);
      }
    }
  }
  // BR-S-02 etc.: a VAT-rated document names the seller's VAT number (BT-31).
  expect(one(x.agreement, 'ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID')).toMatch(
    /^FR\d{2}\d{9}$/,
  );
  // Every line category and rate has its breakdown (BR-S-01, BR-CO-18).
  for (const l of x.lines) {
    const t = all(l, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax')[0];
    expect(seen.has(`${one(t, 'ram:CategoryCode')}:${Number(one(t, 'ram:RateApplicablePercent'))}`)).toBe(
      true,
    );
  }
}

/** Every business term EN 16931 makes mandatory, and those this portal always gives. */
function checkMandatoryTerms(x: Parsed, doc: LegalDocument): void {
  const { root, agreement, settlement } = x;
  const seller = all(agreement, 'ram:SellerTradeParty')[0];
  const buyer = all(agreement, 'ram:BuyerTradeParty')[0];
  // BT-24: the specification identifier, the EN 16931 profile.
  expect(
    one(root, 'rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID'),
  ).toBe(EN16931_GUIDELINE);
  expect(one(x.doc, 'ram:ID')).toBe(doc.number); // BT-1
  expect(one(x.doc, 'ram:IssueDateTime/udt:DateTimeString')).toBe(doc.issueDate.replaceAll('-', '')); // BT-2
  expect(attr(x.doc, 'ram:IssueDateTime/udt:DateTimeString', 'format')).toBe('102');
  expect(one(x.doc, 'ram:TypeCode')).toBe(doc.kind === 'invoice' ? '380' : '381'); // BT-3
  expect(one(settlement, 'ram:InvoiceCurrencyCode')).toBe('EUR'); // BT-5
  // BT-9 due date and BT-20 payment terms (BR-CO-25: one of them when an amount is due).
  expect(one(settlement, 'ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString')).toBe(
    doc.dueDate.replaceAll('-', ''),
  );
  expect(one(settlement, 'ram:SpecifiedTradePaymentTerms/ram:Description')).toBe(doc.paymentTerms);
  // BT-73/74: the service period.
  expect(one(settlement, 'ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString')).toBe(
    doc.period.start.replaceAll('-', ''),
  );
  expect(one(settlement, 'ram:BillingSpecifiedPeriod/ram:EndDateTime/udt:DateTimeString')).toBe(
    doc.period.end.replaceAll('-', ''),
  );
  // Seller: BT-27 name, BT-29 SIRET, BT-30 SIREN, BT-31 VAT, BT-33 legal form and capital, BT-35..40 address.
  expect(one(seller, 'ram:Name')).toBe(doc.seller.legalName);
  expect(one(seller, 'ram:GlobalID')).toBe(doc.seller.siret);
  expect(attr(seller, 'ram:GlobalID', 'schemeID')).toBe('0009');
  expect(one(seller, 'ram:SpecifiedLegalOrganization/ram:ID')).toBe(doc.seller.siren);
  expect(attr(seller, 'ram:SpecifiedLegalOrganization/ram:ID', 'schemeID')).toBe('0002');
  expect(one(seller, 'ram:SpecifiedTaxRegistration/ram:ID')).toBe(doc.seller.vatNumber);
  expect(attr(seller, 'ram:SpecifiedTaxRegistration/ram:ID', 'schemeID')).toBe('VA');
  expect(one(seller, 'ram:Description')).toContain(doc.seller.legalForm);
  expect(one(seller, 'ram:PostalTradeAddress/ram:LineOne')).toBe(doc.seller.addressLine1); // BT-35
  expect(one(seller, 'ram:PostalTradeAddress/ram:LineTwo')).toBe(doc.seller.addressLine2); // BT-36
  expect(one(seller, 'ram:PostalTradeAddress/ram:CityName')).toBe(doc.seller.city); // BT-37
  expect(one(seller, 'ram:PostalTradeAddress/ram:PostcodeCode')).toBe(doc.seller.postalCode); // BT-38
  expect(one(seller, 'ram:PostalTradeAddress/ram:CountryID')).toBe(doc.seller.countryCode); // BT-40
  // Buyer: BT-44 name, BT-45 trading name, BT-46 identifier, BT-47 SIREN, BT-48 VAT, BT-50..55 address.
  expect(one(buyer, 'ram:Name')).toBe(doc.buyer.legalName);
  expect(one(buyer, 'ram:ID')).toBe(doc.buyer.businessCode);
  if (doc.buyer.siren) expect(one(buyer, 'ram:SpecifiedLegalOrganization/ram:ID')).toBe(doc.buyer.siren);
  if (doc.buyer.vatNumber)
    expect(one(buyer, 'ram:SpecifiedTaxRegistration/ram:ID')).toBe(doc.buyer.vatNumber);
  expect(one(buyer, 'ram:PostalTradeAddress/ram:LineOne')).toBe(doc.buyer.addressLines[0]);
  if (doc.buyer.addressLines[1])
    expect(one(buyer, 'ram:PostalTradeAddress/ram:LineTwo')).toBe(doc.buyer.addressLines[1]);
  expect(one(buyer, 'ram:PostalTradeAddress/ram:CityName')).toBe(doc.buyer.city);
  expect(one(buyer, 'ram:PostalTradeAddress/ram:PostcodeCode')).toBe(doc.buyer.postalCode);
  expect(one(buyer, 'ram:PostalTradeAddress/ram:CountryID')).toBe(doc.buyer.countryCode);
  // BT-13: the PO number when any.
  if (doc.poNumber)
    expect(one(agreement, 'ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID')).toBe(doc.poNumber);
  else expect(all(agreement, 'ram:BuyerOrderReferencedDocument')).toHaveLength(0);
  // BG-16: payment means: BT-81 code, BT-84 IBAN, BT-86 BIC.
  const means = all(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans')[0];
  expect(one(means, 'ram:TypeCode')).toBe(doc.paymentMeansCode ?? '58');
  expect(one(means, 'ram:PayeePartyCreditorFinancialAccount/ram:IBANID')).toBe(doc.seller.iban);
  expect(one(means, 'ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID')).toBe(doc.seller.bic);
  // BT-22 notes with the French mentions' subject codes.
  const notes = all(x.doc, 'ram:IncludedNote').map((n) => [one(n, 'ram:SubjectCode'), one(n, 'ram:Content')]);
  expect(notes.map(([c]) => c)).toEqual(['REG', 'PMD', 'PMT', 'AAB']);
  // BT-106..BT-112, BT-115: present once each.
  for (const t of [
    'LineTotalAmount',
    'TaxBasisTotalAmount',
    'TaxTotalAmount',
    'GrandTotalAmount',
    'DuePayableAmount',
  ]) {
    one(settlement, `ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:${t}`);
  }
  // BG-25 lines: BT-126 id, BT-129 quantity and BT-130 unit, BT-131 net, BT-146 price, BT-151/152 VAT, BT-153 name.
  expect(x.lines).toHaveLength(doc.lines.length);
  const ids = new Set<string>();
  x.lines.forEach((l, i) => {
    const src = doc.lines[i]!;
    const id = one(l, 'ram:AssociatedDocumentLineDocument/ram:LineID');
    expect(ids.has(id)).toBe(false);
    ids.add(id);
    expect(Number(one(l, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity'))).toBe(src.quantity);
    expect(attr(l, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity', 'unitCode')).toBe(
      src.unitCode ?? 'C62',
    );
    expect(one(l, 'ram:SpecifiedTradeProduct/ram:Name')).toBe(src.description);
    expect(
      cents(one(l, 'ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount')),
    ).toBe(src.unitPriceCents);
    const tax = all(l, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax')[0];
    expect(one(tax, 'ram:TypeCode')).toBe('VAT');
    expect(one(tax, 'ram:CategoryCode')).toBe(src.vatCategory);
    expect(Math.round(Number(one(tax, 'ram:RateApplicablePercent')) * 100)).toBe(src.vatRateBp);
    one(
      l,
      'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount',
    );
  });
  // BT-25/26: a credit note names the invoice it corrects; an invoice names none.
  if (doc.kind === 'creditNote') {
    expect(one(settlement, 'ram:InvoiceReferencedDocument/ram:IssuerAssignedID')).toBe(
      doc.precedingInvoice!.number,
    );
    expect(
      one(settlement, 'ram:InvoiceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString'),
    ).toBe(doc.precedingInvoice!.issueDate.replaceAll('-', ''));
  } else {
    expect(all(settlement, 'ram:InvoiceReferencedDocument')).toHaveLength(0);
  }
  // The schema's element required even when empty.
  expect(all(x.tx, 'ram:ApplicableHeaderTradeDelivery')).toHaveLength(1);
}

/** The XML's amounts are the computed totals, to the cent. */
function checkAmountsEqualTotals(x: Parsed, fx: FacturX): void {
  const t = fx.totals;
  const m = (p: string) =>
    cents(one(x.settlement, `ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:${p}`));
  expect(m('LineTotalAmount')).toBe(t.lineTotalCents);
  expect(m('TaxBasisTotalAmount')).toBe(t.taxExclusiveCents);
  expect(m('TaxTotalAmount')).toBe(t.vatTotalCents);
  expect(m('GrandTotalAmount')).toBe(t.taxInclusiveCents);
  expect(m('DuePayableAmount')).toBe(t.amountDueCents);
  const groups = all(x.settlement, 'ram:ApplicableTradeTax').map((g) => ({
    category: one(g, 'ram:CategoryCode'),
    rateBp: Math.round(Number(one(g, 'ram:RateApplicablePercent')) * 100),
    taxableCents: cents(one(g, 'ram:BasisAmount')),
    vatCents: cents(one(g, 'ram:CalculatedAmount')),
  }));
  expect(groups).toEqual(
    t.vatBreakdown.map(({ category, rateBp, taxableCents, vatCents }) => ({
      category,
      rateBp,
      taxableCents,
      vatCents,
    })),
  );
  x.lines.forEach((l, i) => {
    expect(
      cents(
        one(
          l,
          'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount',
        ),
      ),
    ).toBe(t.lineNetCents[i]);
  });
}

/**
 * A reader's text turns every space (U+00A0, U+202F) into U+0020: expected strings are compared
 * the same way, and the narrow no-break space is checked in the fonts' Unicode maps.
 */
const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** The PDF's inflated streams (content, fonts' ToUnicode maps, object streams). */
function inflatedStreams(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a Flate stream (or the XML's): skipped.
    }
    re.lastIndex = end;
  }
  return out.join('\n');
}

/** The PDF shows the same amounts, in the document's formats. */
function checkPdfShowsTotals(text: string, doc: LegalDocument, fx: FacturX): void {
  const lang = doc.language;
  const t = fx.totals;
  const has = (s: string) => expect(text).toContain(spaced(s));
  for (const c of [
    t.taxExclusiveCents,
    t.vatTotalCents,
    t.taxInclusiveCents,
    t.amountDueCents,
    ...t.lineNetCents,
  ])
    has(formatMoney(c, lang));
  for (const g of t.vatBreakdown) {
    has(formatMoney(g.vatCents, lang));
    has(formatMoney(g.taxableCents, lang));
    has(formatRate(g.rateBp, lang));
  }
  for (const l of doc.lines) {
    has(l.description);
    has(formatMoney(l.unitPriceCents, lang));
  }
}

// -------------------------------------------------------------------------------------- tests

describe('computeLegalTotals (EN 16931 rounding)', () => {
  const line = (l: Partial<LegalLine>): LegalLine => ({
    description: 'x',
    quantity: 1,
    unitPriceCents: 100,
    vatCategory: 'S',
    vatRateBp: 2000,
    ...l,
  });

  test('VAT is computed once per category and rate on the sum of the lines (BR-CO-17)', () => {
    // Per line: 3 × round(3.33 × 5.5 %) = 3 × 0.18 = 0.54; on the group: round(9.99 × 5.5 %) = 0.55.
    const t = computeLegalTotals({
      lines: [1, 2, 3].map(() => line({ unitPriceCents: 333, vatRateBp: 550 })),
    });
    expect(t.vatBreakdown).toEqual([
      { category: 'S', rateBp: 550, taxableCents: 999, vatCents: 55, exemption: null },
    ]);
    expect(t).toMatchObject({
      lineTotalCents: 999,
      taxExclusiveCents: 999,
      vatTotalCents: 55,
      taxInclusiveCents: 1054,
      amountDueCents: 1054,
    });
  });

  test('line nets are quantity × unit price rounded half away from zero, without float drift', () => {
    expect(
      computeLegalTotals({ lines: [line({ quantity: 12.5, unitPriceCents: 1999 })] }).lineNetCents,
    ).toEqual([24988]);
    // 1.005 × 100 is 100.49999… in floating point; the cent is 101.
    expect(
      computeLegalTotals({ lines: [line({ quantity: 1.005, unitPriceCents: 100 })] }).lineNetCents,
    ).toEqual([101]);
    // VAT half a cent: 1.00 € × 5.5 % = 0.055 → 0.06.
    expect(computeLegalTotals({ lines: [line({ unitPriceCents: 100, vatRateBp: 550 })] }).vatTotalCents).toBe(
      6,
    );
  });

  test('groups by category and rate, totals add up (BR-CO-10..16)', () => {
    const t = computeLegalTotals({
      lines: [
        line({ unitPriceCents: 10_000 }),
        line({ unitPriceCents: 5_000, vatRateBp: 1000 }),
        line({ unitPriceCents: 2_000, vatCategory: 'AE', vatRateBp: 0 }),
        line({ unitPriceCents: 3_000 }),
      ],
    });
    expect(t.vatBreakdown.map((g) => [g.category, g.rateBp, g.taxableCents, g.vatCents])).toEqual([
      ['AE', 0, 2_000, 0],
      ['S', 2000, 13_000, 2_600],
      ['S', 1000, 5_000, 500],
    ]);
    expect(t.vatBreakdown[0]!.exemption).toEqual({ code: 'VATEX-EU-AE', text: 'Autoliquidation' });
    expect(t.lineTotalCents).toBe(20_000);
    expect(t.vatTotalCents).toBe(3_100);
    expect(t.taxInclusiveCents).toBe(23_100);
    expect(t.amountDueCents).toBe(23_100);
  });

  test('refuses what the standard does not allow', () => {
    expect(() => computeLegalTotals({ lines: [] })).toThrow(/at least one line/);
    expect(() => computeLegalTotals({ lines: [line({ netCents: 99 })] })).toThrow(
      /not quantity × unit price/,
    );
    expect(() => computeLegalTotals({ lines: [line({ vatCategory: 'Z', vatRateBp: 2000 })] })).toThrow(
      /rate 0/,
    );
    expect(() => computeLegalTotals({ lines: [line({ vatRateBp: 0 })] })).toThrow(/standard rate/);
    expect(() => computeLegalTotals({ lines: [line({ quantity: 1.0001 })] })).toThrow(/3 decimals/);
    expect(() => computeLegalTotals({ lines: [line({ vatCategory: 'E', vatRateBp: 0 })] })).toThrow(
      /exemption reason/,
    );
    expect(computeLegalTotals({ lines: [line({ netCents: 100 })] }).lineNetCents).toEqual([100]);
  });
});

describe('formats', () => {
  test('French and English money, dates and rates', () => {
    expect(formatMoney(123_456, 'fr')).toBe('1\u202f234,56\u00a0€');
    expect(formatMoney(123_456_789, 'fr')).toBe('1\u202f234\u202f567,89\u00a0€');
    expect(formatMoney(5, 'fr')).toBe('0,05\u00a0€');
    expect(formatMoney(123_456, 'en')).toBe('€1,234.56');
    expect(formatDate('2026-12-31', 'fr')).toBe('31/12/2026');
    expect(formatDate('2026-12-31', 'en')).toBe('31 Dec 2026');
    expect(formatRate(550, 'fr')).toBe('5,5\u202f%');
    expect(formatRate(2000, 'en')).toBe('20%');
  });
});

describe('facturX', () => {
  const cases: [string, LegalDocument][] = [
    ['a French invoice', invoiceDoc()],
    [
      'an English invoice',
      invoiceDoc({
        language: 'en',
        poNumber: null,
        // Characters XML escapes.
        lines: [
          ...invoiceDoc().lines,
          {
            description: 'Parcel <fragile> & "urgent" – l\'Haÿ',
            quantity: 1,
            unitPriceCents: 1_500,
            vatCategory: 'S',
            vatRateBp: 2000,
          },
        ],
      }),
    ],
    ['a French credit note', creditNoteDoc()],
    ['an English credit note', creditNoteDoc({ language: 'en' })],
    [
      'a reverse-charge invoice to an EU client, payment means 30',
      invoiceDoc({
        language: 'en',
        paymentMeansCode: '30',
        buyer: {
          ...invoiceDoc().buyer,
          countryCode: 'BE',
          postalCode: '1000',
          city: 'Bruxelles',
          siren: null,
          vatNumber: 'BE0123456749',
        },
        lines: [
          { description: 'Courses', quantity: 10, unitPriceCents: 1500, vatCategory: 'AE', vatRateBp: 0 },
          { description: 'Stockage', quantity: 1, unitPriceCents: 999, vatCategory: 'AE', vatRateBp: 0 },
        ],
      }),
    ],
  ];
  const made = new Map<string, { fx: FacturX; parts: PdfParts }>();
  beforeAll(async () => {
    for (const [name, doc] of cases) {
      const fx = await facturX(doc);
      made.set(name, { fx, parts: await pdfParts(fx.pdf) });
    }
  });

  test.each(cases)('%s: every mandatory business term, the totals and VAT breakdown rules', (name, doc) => {
    const { fx } = made.get(name)!;
    const x = parse(fx.xml);
    checkMandatoryTerms(x, doc);
    checkBusinessRules(x);
    checkAmountsEqualTotals(x, fx);
    expect(fx.totals).toEqual(computeLegalTotals(doc));
  });

  test.each(cases)(
    '%s: the PDF carries factur-x.xml, is PDF/A-3 with the Factur-X XMP, fonts embedded',
    (name, doc) => {
      const { fx, parts } = made.get(name)!;
      expect(parts.attachments.map((a) => a.filename)).toEqual(['factur-x.xml']);
      expect(parts.attachments[0]!.content).toBe(fx.xml);
      const xmp = parts.xmp ?? '';
      expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
      expect(xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
      expect(xmp).toMatch(/<fx:DocumentFileName>factur-x\.xml<\/fx:DocumentFileName>/);
      expect(xmp).toMatch(/<fx:DocumentType>INVOICE<\/fx:DocumentType>/);
      expect(xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
      expect(xmp).toMatch(/<fx:Version>1\.0<\/fx:Version>/);
      expect(xmp).toContain('urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#');
      // PDF/A: the info dictionary says what the XMP says.
      const info = parts.info as Record<string, string>;
      const xmpValue = (re: RegExp) => re.exec(xmp)?.[1];
      expect(xmpValue(/<dc:title>\s*<rdf:Alt>\s*<rdf:li[^>]*>([^<]*)</)).toBe(info.Title);
      expect(xmpValue(/<dc:description>\s*<rdf:Alt>\s*<rdf:li[^>]*>([^<]*)</)).toBe(info.Subject);
      expect(xmpValue(/<dc:creator>\s*<rdf:Seq>\s*<rdf:li>([^<]*)</)).toBe(info.Author);
      expect(xmpValue(/<pdf:Producer>([^<]*)</)).toBe(info.Producer);
      expect(xmpValue(/<xmp:CreatorTool>([^<]*)</)).toBe(info.Creator);
      expect(xmpValue(/<pdf:Keywords>([^<]*)</)).toBe(info.Keywords);
      expect(info.Title).toBe(
        `${doc.kind === 'invoice' ? (doc.language === 'fr' ? 'Facture' : 'Invoice') : doc.language === 'fr' ? 'Avoir' : 'Credit note'} ${doc.number}`,
      );
      const pdfDate = (d: string) =>
        d.replace(/^D:(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z');
      expect(xmpValue(/<xmp:CreateDate>([^<]*)</)).toBe(pdfDate(info.CreationDate!));
      expect(xmpValue(/<xmp:ModifyDate>([^<]*)</)).toBe(pdfDate(info.ModDate!));
      expect(fx.pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
      expect(parts.fonts.length).toBeGreaterThan(0);
      expect(parts.fonts.filter((f) => !f.embedded)).toEqual([]);
    },
  );

  test.each(cases)('%s: the PDF shows the XML amounts, in its language', (name, doc) => {
    const { fx, parts } = made.get(name)!;
    checkPdfShowsTotals(parts.pages.join('\n'), doc, fx);
  });

  test('the French invoice has every mandatory mention, in French formats', () => {
    const doc = invoiceDoc();
    const text = made.get('a French invoice')!.parts.pages.join('\n');
    for (const mention of [
      'Facture F-2026-000123',
      "Date d'émission\u00a0: 30/11/2026",
      "Date d'échéance\u00a0: 30/12/2026",
      'Période de prestation\u00a0: du 01/11/2026 au 30/11/2026',
      'Bon de commande\u00a0: PO-2026-77',
      // The seller: name, legal form and capital, address, SIREN/SIRET, RCS, VAT number.
      'Coursiers Express de Paris',
      'SAS au capital de 50\u202f000,00\u00a0€',
      '12 rue de la Pépinière',
      '75008 Paris',
      'SIREN 732 829 320',
      'SIRET 732 829 320 00074',
      'RCS Paris',
      'N° TVA intracommunautaire\u00a0: FR44732829320',
      // The buyer: legal name, address, SIREN, VAT number.
      'Pharmacie Étoile SARL',
      '5 avenue des Champs-Élysées',
      'SIREN 552 100 554',
      'N° TVA intracommunautaire\u00a0: FR17552100554',
      // The lines' columns, totals and VAT per rate.
      'Désignation',
      'Qté',
      'PU HT',
      'TVA',
      '12,5',
      '20\u202f%',
      '5,5\u202f%',
      'Total HT',
      'TVA 20\u202f% sur 3\u202f705,46\u00a0€',
      'Total TTC',
      'Net à payer',
      '4\u202f457,09\u00a0€',
      // Payment, penalties, the indemnity, no discount.
      'Conditions de paiement\u00a0: Paiement à 30 jours de la date de facture, par virement',
      'IBAN FR76 3000 6000 0112 3456 7890 189',
      'BIC AGRIFRPP',
      'Pénalités de retard\u00a0: 12\u202f% par an',
      'Indemnité forfaitaire pour frais de recouvrement',
      '40,00\u00a0€',
      "Pas d'escompte pour paiement anticipé",
      "Nature de l'opération\u00a0: prestations de services",
    ]) {
      expect(text).toContain(spaced(mention));
    }
    expect(text).not.toMatch(/Invoice|Due date|\bEUR\b/);
    expect(text).not.toContain('débits');
    // The thousands separator is U+202F: the font's Unicode map has it (a reader shows a space).
    const streams = inflatedStreams(made.get('a French invoice')!.fx.pdf);
    // Its glyph in a font's Unicode map (`<first> <last> [<u> <u> …]`), then in the page's text.
    const gids: string[] = [];
    for (const m of streams.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
      const idx = [...m[2]!.matchAll(/<([0-9a-f ]+)>/gi)].findIndex((u) => u[1]!.toLowerCase() === '202f');
      if (idx >= 0) gids.push((parseInt(m[1]!, 16) + idx).toString(16).padStart(4, '0'));
    }
    expect(gids.length).toBeGreaterThan(0);
    const shown = [...streams.matchAll(/\[([^\]]*)\]\s*TJ/g)].flatMap((tj) =>
      [...tj[1]!.matchAll(/<([0-9a-f]+)>/gi)].flatMap((h) => h[1]!.match(/.{4}/g) ?? []),
    );
    expect(gids.some((g) => shown.includes(g))).toBe(true);
    expect(doc.buyer.siren).not.toBeNull();
  });

  test('the English invoice has every mandatory mention, in English formats', () => {
    const text = made.get('an English invoice')!.parts.pages.join('\n');
    for (const mention of [
      'Invoice F-2026-000123',
      'Issue date: 30 Nov 2026',
      'Due date: 30 Dec 2026',
      'Service period: 1 Nov 2026 to 30 Nov 2026',
      'SAS with a share capital of €50,000.00',
      'SIREN 732 829 320',
      'SIRET 732 829 320 00074',
      'RCS Paris',
      'VAT number: FR44732829320',
      'VAT number: FR17552100554',
      'Description',
      'Unit price excl. VAT',
      'Total excl. VAT',
      'VAT 20% on €3,720.46',
      'VAT 5.5% on €9.99',
      'Total incl. VAT',
      '€4,475.09',
      'Late-payment penalties: 12% a year',
      'Fixed indemnity for recovery costs owed on late payment: €40.00',
      'No discount for early payment',
      'Nature of the supply: services',
    ]) {
      expect(text).toContain(spaced(mention));
    }
    expect(text).not.toContain('Purchase order');
    expect(text).not.toMatch(/Facture|échéance/);
  });

  test('a credit note says which invoice it corrects, in its language', () => {
    expect(made.get('a French credit note')!.parts.pages.join('\n')).toContain(
      spaced('Avoir sur la facture n° F-2026-000123 du 30/11/2026'),
    );
    expect(made.get('an English credit note')!.parts.pages.join('\n')).toContain(
      'Credit note for invoice no. F-2026-000123 of 30 Nov 2026',
    );
    expect(made.get('a French credit note')!.parts.pages.join('\n')).toContain('Avoir A-2026-000007');
    expect(made.get('a French credit note')!.parts.pages.join('\n')).toContain('Net en votre faveur');
    expect(made.get('an English credit note')!.parts.pages.join('\n')).toContain('Amount credited to you');
  });

  test('reverse charge: the exemption reason is in the XML and on the PDF', () => {
    const { fx, parts } = made.get('a reverse-charge invoice to an EU client, payment means 30')!;
    const g = all(parse(fx.xml).settlement, 'ram:ApplicableTradeTax')[0];
    expect(one(g, 'ram:ExemptionReasonCode')).toBe('VATEX-EU-AE');
    expect(one(g, 'ram:ExemptionReason')).toBe('Autoliquidation');
    expect(parts.pages.join('\n')).toContain('Autoliquidation');
  });

  test('a long invoice runs over pages, every page has the seller and its number', async () => {
    const lines: LegalLine[] = Array.from({ length: 90 }, (_, i) => ({
      description: `Course n° ${i + 1} – Paris 8e → Boulogne-Billancourt`,
      quantity: 1 + (i % 3),
      unitPriceCents: 1_000 + i * 7,
      vatCategory: 'S',
      vatRateBp: 2000,
    }));
    const doc = invoiceDoc({ lines });
    const fx = await facturX(doc);
    const parts = await pdfParts(fx.pdf);
    expect(parts.pages.length).toBeGreaterThan(1);
    parts.pages.forEach((p, i) => {
      expect(p).toContain(`Page ${i + 1} / ${parts.pages.length}`);
      expect(p).toContain('Coursiers Express de Paris – SAS – SIREN 732 829 320');
    });
    checkPdfShowsTotals(parts.pages.join('\n'), doc, fx);
    const x = parse(fx.xml);
    checkMandatoryTerms(x, doc);
    checkBusinessRules(x);
  });

  test('the VAT-on-debits option and the nature of the supply are mentioned when they apply', async () => {
    const fx = await facturX(invoiceDoc({ vatOnDebits: true, operationCategory: 'mixed' }));
    const text = (await pdfParts(fx.pdf)).pages.join('\n');
    expect(text).toContain(spaced("Option pour le paiement de la taxe d'après les débits"));
    expect(text).toContain(
      spaced("Nature de l'opération\u00a0: livraison de biens et prestations de services"),
    );
  });

  test('the logo is drawn when the seller has one', async () => {
    // A 1×1 PNG.
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const fx = await facturX(
      invoiceDoc({ seller: { ...SELLER, logo: { contentType: 'image/png', base64: png } } }),
    );
    expect((await pdfParts(fx.pdf)).images).toBe(1);
    expect(made.get('a French invoice')!.parts.images).toBe(0);
  });

  test('the same document gives the same bytes; its dates are when it was produced', async () => {
    const first = made.get('a French invoice')!.fx;
    const again = await facturX(invoiceDoc());
    expect(again.pdf.equals(first.pdf)).toBe(true);
    expect(made.get('a French invoice')!.parts.xmp).toContain(
      '<xmp:CreateDate>2026-11-30T00:00:00Z</xmp:CreateDate>',
    );
    const later = await facturX(invoiceDoc({ producedAt: '2026-12-01T08:30:00Z' }));
    expect(later.pdf.equals(first.pdf)).toBe(false);
    const parts = await pdfParts(later.pdf);
    expect(parts.xmp).toContain('<xmp:CreateDate>2026-12-01T08:30:00Z</xmp:CreateDate>');
    expect(parts.info.CreationDate).toBe('D:20261201083000Z');
  });

  test('refuses a credit note without the invoice it corrects', async () => {
    await expect(facturX(creditNoteDoc({ precedingInvoice: null }))).rejects.toThrow(
      /names the invoice it corrects/,
    );
  });
});
