/**
 * The PDF of an invoice (docs/product.md#invoices), made with pdfkit from a snapshot of the
 * billing data: who is billed (the client's legal name, address, VAT number, the billing
 * contact), the lines, the amounts in euros with the VAT line, the PO number and the
 * credit notes already issued. No database here: the repository gathers the snapshot.
 */

export interface InvoicePdfLine {
  label: string;
  quantity: number;
  /** Cents, VAT excluded. */
  unitAmount: number;
  amount: number;
}

export interface InvoicePdfData {
  invoiceNumber: string;
  issuedOn: string;
  dueOn: string;
  periodStart: string | null;
  periodEnd: string | null;
  poNumber: string | null;
  client: {
    businessCode: string;
    name: string;
    legalName: string | null;
    addressLines: string[];
    vatNumber: string | null;
  };
  billingContact: { name: string; email: string | null } | null;
  lines: InvoicePdfLine[];
  amountExclVat: number;
  vatRateBp: number;
  vatAmount: number;
  amount: number;
  creditNotes: { number: string; amount: number; issuedOn: string }[];
  businessUnit: string | null;
}

/** 123456 -> `1,234.56 EUR` (cents to euros, the portal's en locale). */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${units}.${String(abs % 100).padStart(2, '0')} EUR`;
}

/** 2000 -> `20%`, 550 -> `5.5%`. */
export function percent(bp: number): string {
  return `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/** VAT of an amount excluding VAT, rounded to the cent. */
export function vatOf(amountExclVat: number, vatRateBp: number): number {
  return Math.round((amountExclVat * vatRateBp) / 10_000);
}

/**
 * Renders the invoice; resolves with the PDF's bytes. pdfkit (with its fonts, about 30 MB) is
 * loaded at the first PDF, not by every API process at start.
 */
export async function renderInvoicePdf(d: InvoicePdfData): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Invoice ${d.invoiceNumber}`, Author: 'Courier back office', Subject: d.client.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).text(`Invoice ${d.invoiceNumber}`);
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
    doc.text(`Issued on: ${d.issuedOn}`);
    doc.text(`Due on: ${d.dueOn}`);
    if (d.periodStart && d.periodEnd) doc.text(`Period: ${d.periodStart} to ${d.periodEnd}`);
    doc.text(`PO number: ${d.poNumber || 'none'}`);
    if (d.businessUnit) doc.text(`Business unit: ${d.businessUnit}`);

    doc.moveDown().font('Helvetica-Bold').text('Billed to');
    doc.font('Helvetica').text(`${d.client.legalName || d.client.name} (${d.client.businessCode})`);
    for (const line of d.client.addressLines) doc.text(line);
    if (d.client.vatNumber) doc.text(`VAT number: ${d.client.vatNumber}`);
    doc.text(
      d.billingContact
        ? `Billing contact: ${d.billingContact.name}${d.billingContact.email ? ` <${d.billingContact.email}>` : ''}`
        : 'Billing contact: none',
    );

    doc.moveDown().font('Helvetica-Bold');
    const cols = [50, 300, 360, 450];
    const header = (y: number) => {
      doc.text('Description', cols[0], y).text('Qty', cols[1], y).text('Unit price', cols[2], y).text('Amount', cols[3], y);
    };
    header(doc.y);
    doc.font('Helvetica');
    for (const l of d.lines) {
      const y = doc.y + 4;
      doc
        .text(l.label, cols[0], y, { width: 240 })
        .text(String(l.quantity), cols[1], y)
        .text(euros(l.unitAmount), cols[2], y)
        .text(euros(l.amount), cols[3], y);
    }
    doc.moveDown();
    const totals: [string, string][] = [
      ['Total excl. VAT', euros(d.amountExclVat)],
      [`VAT ${percent(d.vatRateBp)}`, euros(d.vatAmount)],
      ['Total incl. VAT', euros(d.amount)],
    ];
    for (const cn of d.creditNotes) totals.push([`Credit note ${cn.number} (${cn.issuedOn})`, euros(-cn.amount)]);
    if (d.creditNotes.length > 0)
      totals.push(['Remaining after credit notes', euros(d.amount - d.creditNotes.reduce((s, c) => s + c.amount, 0))]);
    for (const [label, value] of totals) {
      const y = doc.y + 2;
      doc.font(label.startsWith('Total incl') ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(label, cols[1] - 100, y, { width: 230 }).text(value, cols[3], y);
    }
    doc.end();
  });
}
