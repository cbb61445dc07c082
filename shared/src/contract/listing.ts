import { z } from 'zod';

/**
 * What paged lists and their exports share: the sort direction and the export's file.
 *
 * A list that sorts server-side takes `sort` (one of its meaningful columns, an enum: anything
 * else is a 400 naming `sort`) and `order`. Its export (`<prefix>/export<Thing>`, GET) takes the
 * same filters and sort without paging, plus `sep`, and answers the whole filtered set as a CSV
 * file, streamed: UTF-8 with a byte-order mark, `;` (default, decimal comma) or `,` (decimal
 * point), amounts in euros with two decimals, dates ISO (YYYY-MM-DD, times YYYY-MM-DD HH:mm
 * Paris time), named `<thing>-YYYY-MM-DD.csv`.
 */
export const sortOrder = (def: 'asc' | 'desc') => z.enum(['asc', 'desc']).default(def);

/** The content type of every export. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** `;` by default (what French Excel splits on), or `,`. */
export const csvSeparator = z.enum([';', ',']).default(';');
/** What an export's handler returns: the file's name and its streamed body. */
export const csvFileBody = z.object({ fileName: z.string(), body: z.unknown() });
