import { safeEncode } from 'zod/v4/core';
import type { z } from 'zod';

/**
 * An answer's `data` already written as JSON text, checked against the contract when it was
 * written: route() sends it as it is. For lists answered from a snapshot (repositories/
 * snapshots.ts): checking and writing 500 rows with the contract's serializer costs more than
 * everything else a request does, so each row is checked and written once per snapshot.
 */
export class JsonText {
  private bytes?: Buffer;

  constructor(readonly text: string) {}

  /**
   * The whole answer, `{"data":<text>}`, as the bytes sent: encoded once, however many
   * requests send it (a held board page of 300 workers is about 400 KB of text; building and
   * encoding it again for each request was most of what such a request cost).
   */
  answerBytes(): Buffer {
    return (this.bytes ??= Buffer.from(`{"data":${this.text}}`, 'utf8'));
  }
}

/** `value` checked against `schema` (as the contract's serializer would) and written as JSON; throws when it does not fit. */
export function checkedJson<T>(schema: z.ZodType<T>, value: T): string {
  const checked = safeEncode(schema, value);
  if (checked.error) throw new Error(`An value does not fit its contract: ${checked.error.message}`);
  return JSON.stringify(checked.data);
}

/**
 * Each row's checked JSON text, kept as long as the row object it comes from lives (a snapshot's
 * row: until the snapshot is made again). `variant` names what else the text depends on, such as
 * today's date; a new variant writes it again. A row that does not fit the schema throws, as
 * the contract's serializer would (a 500 naming the route), never a text sent unchecked.
 */
export function rowTexts<R extends object, T>(schema: z.ZodType<T>, toRow: (row: R, variant: string) => T) {
  const held = new WeakMap<R, { variant: string; text: string }>();
  return function textOf(row: R, variant = ''): string {
    const kept = held.get(row);
    if (kept && kept.variant === variant) return kept.text;
    const text = checkedJson(schema, toRow(row, variant));
    held.set(row, { variant, text });
    return text;
  };
}

/** A list of row texts as one JSON array. */
export function jsonList(texts: string[]): JsonText {
  return new JsonText(`[${texts.join(',')}]`);
}

/** A page of row texts with its numbers: `{items, total, page, pageSize}` (the contract's `paged`). */
export function jsonPage(texts: string[], p: { total: number; page: number; pageSize: number }): JsonText {
  return new JsonText(`{"items":[${texts.join(',')}],"total":${p.total},"page":${p.page},"pageSize":${p.pageSize}}`);
}

/**
 * `text` (JSON) with every character past ASCII written as its \uXXXX escape, which any JSON
 * reader reads back the same: one accented city on a page makes the whole answer a two-byte
 * string, several times dearer to encode for the socket than an ASCII one.
 */
export function asciiJsonText(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007e]/.test(text)) return text;
  return text.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `value` checked against `schema` (checkedJson) and written in ASCII (asciiJsonText): for texts held and sent many times. */
export function asciiJson<T>(schema: z.ZodType<T>, value: T): string {
  return asciiJsonText(checkedJson(schema, value));
}
