/**
 * The server's CSV exports (docs/product.md#exports), with the portal's one CSV writer
 * (`shared/src/csv`): the filtered set read a batch at a time and streamed, UTF-8 with a BOM, the
 * caller's separator, CRLF, money in euros and instants in Paris time (docs/decisions.md), named
 * `<thing>-YYYY-MM-DD.csv`.
 */
import { Readable } from 'node:stream';
import type { CsvColumn, CsvSeparator } from '@courier/shared/csv';
import { csv } from '../shared';
import { parisDate, TIME_ZONE } from './dates';

export type { CsvColumn, CsvSeparator };

/** Rows per read of an export: small enough for memory, large enough for few round trips. */
export const EXPORT_BATCH = 1000;

/** The batches of a paged reader: pages of `size` rows until a short one. */
export async function* pagedBatches<T>(
  readPage: (page: number, pageSize: number) => Promise<readonly T[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<readonly T[]> {
  for (let page = 1; ; page += 1) {
    const rows = await readPage(page, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}

/** The file's text as a stream: the byte-order mark and the header, then each batch's lines. */
export function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
  sep: CsvSeparator,
): Readable {
  async function* lines() {
    yield `${csv.CSV_BOM}${csv.csvLine(
      columns.map((c) => c.header),
      sep,
    )}\r\n`;
    for await (const rows of batches) {
      let chunk = '';
      for (const row of rows)
        chunk += `${csv.csvLine(
          columns.map((c) => c.value(row)),
          sep,
        )}\r\n`;
      yield chunk;
    }
  }
  return Readable.from(lines());
}

/** What an export's handler returns (route.ts streams `body` with the file's name). */
export function csvFile<T>(
  thing: string,
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
  sep: CsvSeparator,
  now = new Date(),
) {
  return { fileName: `${thing}-${parisDate(now)}.csv`, body: csvStream(columns, batches, sep) };
}

const parisDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the exports write it: `YYYY-MM-DD HH:mm`, Paris time; '' when absent. */
export function csvDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  return parisDateTime.format(value instanceof Date ? value : new Date(value));
}

/** A money cell in euros from cents; empty when absent. */
export const euros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : { cents };
