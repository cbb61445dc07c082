/**
 * The PDF of a worker's pay statement of a month (docs/product.md#pay-statements), made with
 * pdfkit like the invoices (domain/invoicePdf.ts): one line per day with its pay, the totals by
 * pay item, and the month's anomalies. No database here.
 */
import type { AnomalyRow } from './anomalies';
import { euros } from './invoicePdf';
import type { StatementDayOut, StatementTotals } from './statement';

export interface StatementPdfData {
  month: string;
  closed: boolean;
  /** The document's date (a closed month's: its closing, so that its PDF is the same each time); now without. */
  createdAt?: Date;
  worker: { shortCode: string; name: string; team: { name: string } };
  days: StatementDayOut[];
  totals: StatementTotals;
  anomalies: AnomalyRow[];
}

const STATUS: Record<StatementDayOut['status'], string> = {
  worked: 'Worked',
  paidAbsence: 'Paid absence',
  unpaid: 'Not paid',
};

function dayNote(d: StatementDayOut): string {
  const notes: string[] = [STATUS[d.status]];
  if (d.source === 'calendar') notes.push('calendar rates');
  if (d.unproductiveShifts > 0) notes.push(`${d.unproductiveShifts} unproductive`);
  for (const a of d.absences) notes.push(`${a.gtaType.name}${a.paid ? ' (paid)' : ''}`);
  return notes.join(', ');
}

type Doc = PDFKit.PDFDocument;

/** Renders the statement; resolves with the PDF's bytes. */
export async function renderStatementPdf(d: StatementPdfData): Promise<Buffer> {
  return renderPdf(
    {
      Title: `Pay statement ${d.month} ${d.worker.shortCode}`,
      Subject: d.worker.name,
      createdAt: d.createdAt,
    },
    (doc) => drawStatement(doc, d),
  );
}

export type StatementsPdfData = Omit<StatementPdfData, 'worker' | 'days' | 'totals' | 'anomalies'> & {
  /** What the PDF holds, for its title: "team X", "agency Y", "all workers". */
  selection: string;
  statements: Pick<StatementPdfData, 'worker' | 'days' | 'totals' | 'anomalies'>[];
};

/**
 * Several statements in one document, in their order, each from a new page: drawn in one pass
 * into one pdfkit document, so a month of every worker costs one document, not one per worker.
 */
export async function renderStatementsPdf(d: StatementsPdfData): Promise<Buffer> {
  return renderPdf(
    { Title: `Pay statements ${d.month}, ${d.selection}`, Subject: d.selection, createdAt: d.createdAt },
    (doc) =>
      d.statements.forEach((s, i) => {
        if (i > 0) doc.addPage();
        drawStatement(doc, { month: d.month, closed: d.closed, ...s });
      }),
  );
}

async function renderPdf(
  info: { Title: string; Subject: string; createdAt?: Date },
  draw: (doc: Doc) => void,
): Promise<Buffer> {
  // pdfkit is loaded at the first PDF (as for invoices): a process that makes none does not carry it.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: {
        Title: info.Title,
        Author: 'Courier back office',
        Subject: info.Subject,
        ...(info.createdAt ? { CreationDate: info.createdAt } : {}),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** One statement from the document's current page on (adding pages when its days run over). */
function drawStatement(doc: Doc, d: Omit<StatementPdfData, 'createdAt'>) {
  doc.font('Helvetica-Bold').fontSize(18).text(`Pay statement ${d.month}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`${d.worker.name} (${d.worker.shortCode}), team ${d.worker.team.name}`);
  doc.text(d.closed ? 'Month closed' : 'Month open: amounts may still change');

  doc.moveDown().font('Helvetica-Bold');
  const cols = [50, 120, 175, 230, 300, 460];
  const header = (y: number) => {
    doc
      .text('Date', cols[0], y)
      .text('Waypoints', cols[1], y)
      .text('Km', cols[2], y)
      .text('Worked', cols[3], y)
      .text('Notes', cols[4], y)
      .text('Pay', cols[5], y);
  };
  header(doc.y);
  doc.font('Helvetica').fontSize(9);
  for (const day of d.days) {
    if (doc.y > 760) {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(10);
      header(doc.y);
      doc.font('Helvetica').fontSize(9);
    }
    const y = doc.y + 3;
    doc
      .text(day.date, cols[0], y)
      .text(String(day.waypoints), cols[1], y)
      .text(String(day.km), cols[2], y)
      .text(
        `${Math.floor(day.workedMinutes / 60)}h${String(day.workedMinutes % 60).padStart(2, '0')}`,
        cols[3],
        y,
      )
      .text(dayNote(day), cols[4], y, { width: 150 })
      .text(euros(day.total), cols[5], y);
  }

  doc.moveDown().fontSize(10);
  const t = d.totals;
  const lines: [string, string][] = [
    [`Day amount (${t.paidDays} days)`, euros(t.day)],
    [`Waypoints (${t.waypointsCount})`, euros(t.waypoints)],
    [`Kilometres (${t.kmCount})`, euros(t.km)],
    ['Extra', euros(t.extra)],
    [`Paid absences (${t.paidAbsenceDays} days)`, euros(t.paidAbsence)],
    ['Total', euros(t.total)],
  ];
  for (const [label, value] of lines) {
    const y = doc.y + 2;
    doc.font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 260, y, { width: 190 }).text(value, cols[5], y);
  }

  doc.moveDown().font('Helvetica-Bold').text('Anomalies of the month', 50);
  doc.font('Helvetica');
  if (d.anomalies.length === 0) doc.text('None');
  for (const a of d.anomalies) doc.text(`${a.date}: ${a.message}`);
}
