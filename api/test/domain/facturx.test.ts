import {
  computeLegalTotals,
  facturX,
  type FacturX,
  type LegalDocument,
  type LegalLine,
} from '../../src/domain/facturx';
import { creditNoteDoc, invoiceDoc, SELLER } from './facturxFixture';
import { pdfParts, type PdfParts } from './facturxPdf';
import { all, one, parse } from './facturxXml';
import {
  checkAmountsEqualTotals,
  checkBusinessRules,
  checkMandatoryTerms,
  checkPdfShowsTotals,
  inflatedStreams,
  spaced,
} from './facturxChecks';

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
