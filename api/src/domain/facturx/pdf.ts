import { COMMON_CHARACTERS, legalFonts } from './font';
import { formatDate, formatMoney, formatQuantity, formatRate, spacedDigits } from './format';
import { LABELS } from './labels';
import { computeLegalTotals } from './totals';
import type { LegalDocument, LegalTotals } from './types';

/** The PDF's creation date: the document's `producedAt`, else its issue date at midnight UTC. */
export function producedAt(doc: LegalDocument): Date {
  const at = new Date(doc.producedAt ?? `${doc.issueDate}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) throw new Error(`not a date-time: ${doc.producedAt}`);
  return at;
}

const A4_WIDTH = 595.28;
const MARGIN = 45;
const CONTENT = A4_WIDTH - 2 * MARGIN;
const GREY = '#555555';

function iban(value: string): string {
  return value.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The readable document: every mention French law asks of a B2B invoice or credit note, in the
 * document's language and its formats. Resolves with the PDF's bytes (PDF 1.7, fonts embedded;
 * facturX() makes it PDF/A-3 with its XML).
 */
export async function renderLegalPdf(
  doc: LegalDocument,
  totals: LegalTotals = computeLegalTotals(doc),
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const L = LABELS[doc.language];
  const lang = doc.language;
  const money = (c: number) => formatMoney(c, lang);
  const date = (d: string) => formatDate(d, lang);
  const s = doc.seller;
  const b = doc.buyer;
  // French puts a no-break space before the colon.
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  const title = `${doc.kind === 'invoice' ? L.invoice : L.creditNote} ${doc.number}`;

  const fonts = await legalFonts();
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      pdfVersion: '1.7',
      bufferPages: true,
      // No default font: pdfkit's (Helvetica) is not embedded, which PDF/A refuses, and a parsed
      // font given here is compared with the registered one at each document (slow).
      font: null as unknown as string,
      lang: lang === 'fr' ? 'fr-FR' : 'en-GB',
      info: { Title: title, Author: s.legalName, CreationDate: producedAt(doc) },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.registerFont('regular', fonts.regular as unknown as string);
    pdf.registerFont('bold', fonts.bold as unknown as string);
    pdf.font('regular');
    (pdf as unknown as { _font: { encode(text: string): unknown } })._font.encode(COMMON_CHARACTERS);
    /** Right-aligned text in a column; a line too long for it wraps. Returns its height. */
    const cell = (text: string, x: number, width: number, top: number): number => {
      const w = pdf.widthOfString(text);
      if (w <= width) {
        pdf.text(text, x + width - w, top, { lineBreak: false });
        return pdf.currentLineHeight(true);
      }
      pdf.text(text, x, top, { width, align: 'right' });
      return pdf.heightOfString(text, { width });
    };
    const regular = (size = 9) => pdf.font('regular').fontSize(size).fillColor('black');
    const bold = (size = 9) => pdf.font('bold').fontSize(size).fillColor('black');

    // Seller block (left) and the document's identity (right).
    const top = MARGIN;
    let y = top;
    if (s.logo) {
      try {
        pdf.image(Buffer.from(s.logo.base64, 'base64'), MARGIN, y, { fit: [140, 50] });
        y += 58;
      } catch {
        // An unreadable logo leaves the document without it rather than without a PDF.
      }
    }
    bold(11).text(s.legalName, MARGIN, y, { width: 270 });
    regular(8.5);
    const sellerLines = [
      L.shareCapital(s.legalForm, money(s.shareCapitalCents)),
      s.addressLine1,
      ...(s.addressLine2 ? [s.addressLine2] : []),
      `${s.postalCode} ${s.city}${s.countryCode === 'FR' ? '' : ` (${s.countryCode})`}`,
      `${L.siren} ${spacedDigits(s.siren)} – ${L.siret} ${spacedDigits(s.siret)}`,
      `RCS ${s.rcsCity.replace(/^RCS\s+/i, '')}`,
      `${L.vatNumber}${colon}${s.vatNumber}`,
      ...[s.email, s.phone].filter((v): v is string => !!v),
    ];
    for (const line of sellerLines) pdf.text(line, { width: 270 });
    const leftBottom = pdf.y;

    bold(18).text(title, MARGIN + 290, top, { width: CONTENT - 290, align: 'right' });
    regular(9);
    const meta: string[] = [
      `${L.issueDate}${colon}${date(doc.issueDate)}`,
      `${L.dueDate}${colon}${date(doc.dueDate)}`,
      L.period(date(doc.period.start), date(doc.period.end)),
    ];
    if (doc.poNumber) meta.push(`${L.poNumber}${colon}${doc.poNumber}`);
    for (const m of meta) pdf.text(m, { width: CONTENT - 290, align: 'right' });
    if (doc.kind === 'creditNote' && doc.precedingInvoice) {
      bold(9).text(L.correctsInvoice(doc.precedingInvoice.number, date(doc.precedingInvoice.issueDate)), {
        width: CONTENT - 290,
        align: 'right',
      });
    }

    // Buyer block.
    y = Math.max(leftBottom, pdf.y) + 16;
    const bx = MARGIN + 290;
    pdf.rect(bx - 8, y - 6, CONTENT - 282, 0).stroke('#cccccc');
    regular(8)
      .fillColor(GREY)
      .text(L.billTo, bx, y, { width: CONTENT - 290 });
    bold(10).text(b.legalName, { width: CONTENT - 290 });
    regular(9);
    const buyerLines = [
      ...(b.name && b.name !== b.legalName ? [b.name] : []),
      ...b.addressLines,
      `${b.postalCode} ${b.city}${b.countryCode === 'FR' ? '' : ` (${b.countryCode})`}`,
      ...(b.siren ? [`${L.siren} ${spacedDigits(b.siren)}`] : []),
      ...(b.vatNumber ? [`${L.vatNumber}${colon}${b.vatNumber}`] : []),
      `${L.clientCode}${colon}${b.businessCode}`,
    ];
    for (const line of buyerLines) pdf.text(line, { width: CONTENT - 290 });
    y = pdf.y + 20;

    // Lines.
    const cols = [
      { key: 'description', x: MARGIN, w: 215, align: 'left' as const },
      { key: 'quantity', x: MARGIN + 220, w: 45, align: 'right' as const },
      { key: 'unitPrice', x: MARGIN + 270, w: 85, align: 'right' as const },
      { key: 'vatRate', x: MARGIN + 360, w: 50, align: 'right' as const },
      { key: 'lineNet', x: MARGIN + 415, w: CONTENT - 415, align: 'right' as const },
    ];
    const header = [L.description, L.quantity, L.unitPrice, L.vatRate, L.lineNet];
    const drawHeader = () => {
      bold(8.5);
      let h = 0;
      cols.forEach((c, i) => {
        h = Math.max(h, pdf.heightOfString(header[i]!, { width: c.w }));
      });
      cols.forEach((c, i) => pdf.text(header[i]!, c.x, y, { width: c.w, align: c.align }));
      y += h + 4;
      pdf
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + CONTENT, y)
        .stroke('#999999');
      y += 4;
    };
    drawHeader();
    const pageBottom = () => pdf.page.height - MARGIN - 40;
    doc.lines.forEach((l, i) => {
      regular(8.5);
      const cells = [
        l.description,
        formatQuantity(l.quantity, lang),
        money(l.unitPriceCents),
        l.vatCategory === 'S'
          ? formatRate(l.vatRateBp, lang)
          : `${formatRate(l.vatRateBp, lang)} (${l.vatCategory})`,
        money(totals.lineNetCents[i]!),
      ];
      // Only the description wraps; the figures are one short line each, set without pdfkit's
      // line breaking (most of the time of a long document).
      const h = Math.max(pdf.heightOfString(cells[0]!, { width: cols[0]!.w }), pdf.currentLineHeight(true));
      if (y + h > pageBottom()) {
        pdf.addPage();
        y = MARGIN;
        drawHeader();
        regular(8.5);
      }
      pdf.text(cells[0]!, cols[0]!.x, y, { width: cols[0]!.w });
      cols.forEach((c, j) => {
        if (j > 0) cell(cells[j]!, c.x, c.w, y);
      });
      y += h + 3;
    });
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT, y)
      .stroke('#999999');
    y += 8;

    // Totals.
    const totalRows: [string, string, boolean][] = [[L.totalExclVat, money(totals.taxExclusiveCents), false]];
    for (const g of totals.vatBreakdown) {
      const label =
        g.category === 'S'
          ? L.vatOn(formatRate(g.rateBp, lang), money(g.taxableCents))
          : `${L.vatExempt(g.category)} ${formatRate(g.rateBp, lang)} – ${money(g.taxableCents)}${g.exemption ? ` – ${g.exemption.text}` : ''}`;
      totalRows.push([label, money(g.vatCents), false]);
    }
    totalRows.push([L.totalVat, money(totals.vatTotalCents), false]);
    totalRows.push([L.totalInclVat, money(totals.taxInclusiveCents), true]);
    totalRows.push([
      doc.kind === 'invoice' ? L.amountDue : L.amountCredited,
      money(totals.amountDueCents),
      true,
    ]);
    if (y + totalRows.length * 14 > pageBottom()) {
      pdf.addPage();
      y = MARGIN;
    }
    for (const [label, value, strong] of totalRows) {
      if (strong) bold(9.5);
      else regular(9);
      const h = cell(label, MARGIN + 200, 230, y);
      cell(value, MARGIN + 435, CONTENT - 435, y);
      y += Math.max(h, 12) + 2;
    }

    // Payment and the legal mentions.
    y += 14;
    if (y + 120 > pageBottom()) {
      pdf.addPage();
      y = MARGIN;
    }
    bold(9).text(`${L.dueDate}${colon}${date(doc.dueDate)}`, MARGIN, y, { width: CONTENT });
    regular(8.5);
    pdf.text(`${L.paymentTerms}${colon}${doc.paymentTerms}`, { width: CONTENT });
    pdf.text(`${L.paymentMeans}${colon}${L.transfer} – IBAN ${iban(s.iban)} – BIC ${s.bic}`, {
      width: CONTENT,
    });
    pdf.moveDown(0.5);
    pdf.text(L.latePenalty(formatRate(doc.latePaymentRateBp, lang)), { width: CONTENT });
    pdf.text(L.recoveryIndemnity(money(doc.recoveryIndemnityCents)), { width: CONTENT });
    pdf.text(L.noEarlyDiscount, { width: CONTENT });
    pdf.moveDown(0.5);
    pdf.text(L.operation(doc.operationCategory ?? 'services'), { width: CONTENT });
    if (doc.vatOnDebits) pdf.text(L.vatOnDebits, { width: CONTENT });

    // Footer on every page: the seller's identity and the page number.
    const range = pdf.bufferedPageRange();
    const footer = `${s.legalName} – ${s.legalForm} – ${L.siren} ${spacedDigits(s.siren)} – RCS ${s.rcsCity.replace(/^RCS\s+/i, '')} – ${s.vatNumber}`;
    for (let p = range.start; p < range.start + range.count; p++) {
      pdf.switchToPage(p);
      const bottom = pdf.page.margins.bottom;
      pdf.page.margins.bottom = 0;
      regular(7).fillColor(GREY);
      pdf.text(footer, MARGIN, pdf.page.height - MARGIN + 5, { width: CONTENT - 60, lineBreak: false });
      pdf.text(
        L.page(p - range.start + 1, range.count),
        MARGIN + CONTENT - 60,
        pdf.page.height - MARGIN + 5,
        {
          width: 60,
          align: 'right',
          lineBreak: false,
        },
      );
      pdf.page.margins.bottom = bottom;
    }
    pdf.end();
  });
}
