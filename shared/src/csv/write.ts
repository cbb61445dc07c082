/**
 * The one CSV writer of the portal: every export builds its file here.
 *
 * - RFC 4180: comma separated, CRLF line ends, a field holding a quote, comma, semicolon, CR
 *   or LF is quoted and its quotes doubled (the semicolon too, for spreadsheets that split on it).
 * - Formula injection: a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 *   return gets a leading `'`, so a spreadsheet shows it as text and never runs it as a
 *   formula. Values of type number are numbers and are written as they are (`-5` stays `-5`).
 * - Separator: `,` by default; `;` (the French convention, what French Excel splits on) is
 *   offered by the server's exports. With `;` a decimal number is written with `,` as its
 *   decimal mark, as French Excel reads it.
 * - Money: `{ cents }` is written in euros with two decimals (`1234` -> `12.34`, or `12,34`
 *   with the `;` separator), never as text, so a spreadsheet adds it up.
 */

/** A money amount given in cents, written in euros with two decimals. */
export interface CsvEuros {
  cents: number;
}
export type CsvValue = string | number | boolean | null | undefined | CsvEuros;
/** The field separators a file may use. */
export const CSV_SEPARATORS = [';', ','] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];
/** The byte-order mark that tells spreadsheets (Excel) the file is UTF-8. */
export const CSV_BOM = '\ufeff';

/** One column of a CSV file: its header and how a row gives its value. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The characters a spreadsheet may read as the start of a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** A number's text with the decimal mark the separator calls for. */
const decimalText = (text: string, sep: CsvSeparator) => (sep === ';' ? text.replace('.', ',') : text);

/** One field: numbers as they are, euros with two decimals, text neutralised against formulas then quoted when needed. */
export function csvCell(value: CsvValue, sep: CsvSeparator = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? decimalText(String(value), sep) : '';
  if (typeof value === 'object') return Number.isFinite(value.cents) ? decimalText((value.cents / 100).toFixed(2), sep) : '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record (no line end). */
export function csvLine(values: readonly CsvValue[], sep: CsvSeparator = ','): string {
  return values.map((v) => csvCell(v, sep)).join(sep);
}

/** The CSV text of the rows in the given order: a header line, then one line per row, each ending in CRLF. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], sep: CsvSeparator = ','): string {
  const lines = [csvLine(columns.map((c) => c.header), sep)];
  for (const row of rows) lines.push(csvLine(columns.map((c) => c.value(row)), sep));
  return lines.join('\r\n') + '\r\n';
}
