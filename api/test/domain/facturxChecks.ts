import { inflateSync } from 'node:zlib';
import {
  EN16931_GUIDELINE,
  formatMoney,
  formatRate,
  type FacturX,
  type LegalDocument,
} from '../../src/domain/facturx';
import { all, attr, cents, one, type Parsed } from './facturxXml';

/** The EN 16931 calculation and VAT breakdown rules, recomputed from the XML alone. */
export function checkBusinessRules(x: Parsed): void {
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
export function checkMandatoryTerms(x: Parsed, doc: LegalDocument): void {
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
export function checkAmountsEqualTotals(x: Parsed, fx: FacturX): void {
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
export const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** The PDF's inflated streams (content, fonts' ToUnicode maps, object streams). */
export function inflatedStreams(pdf: Buffer): string {
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
export function checkPdfShowsTotals(text: string, doc: LegalDocument, fx: FacturX): void {
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
