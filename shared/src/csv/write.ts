/**
 * The one CSV writer of the portal: every export builds its file here.
 *
 * - RFC 4180: comma separated, CRLF line ends, a field holding a quote, comma, semicolon, CR
 *   or LF is quoted and its quotes doubled (the semicolon too, for spreadsheets that split on it).
 * - Formula injection: a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 *   return gets a leading `'`, so a spreadsheet shows it as text and never runs it as a
 *   formula. Values of type number are numbers and are written as they are (`-5` stays `-5`).
 */

export type CsvValue = string | number | boolean | null | undefined;

/** One column of a CSV file: its header and how a row gives its value. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The characters a spreadsheet may read as the start of a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** One field: numbers as they are, text neutralised against formulas then quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record (no line end). */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/** The CSV text of the rows in the given order: a header line, then one line per row, each ending in CRLF. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [csvLine(columns.map((c) => c.header))];
  for (const row of rows) lines.push(csvLine(columns.map((c) => c.value(row))));
  return lines.join('\r\n') + '\r\n';
}
