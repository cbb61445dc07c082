/**
 * Indexes of a list held in memory (repositories/snapshots.ts), made once with its snapshot, so
 * that a request touches only the rows that can be in its answer instead of testing every row
 * of the list: on PGlite a request answered from a snapshot runs no query, and its CPU (one
 * core for every request of the process) is what 20 connections wait for.
 *
 * Rows are named by their position in the snapshot's order; every list of positions here is
 * ascending, so the rows a request keeps stay in the list's order without a sort.
 */
import type { z } from 'zod';
import { asciiJsonText, checkedJson } from '../http/jsonText';

/** Positions 0..n-1. */
export function allPositions(n: number): Int32Array {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

/** The positions of each value of a field (ascending), made in one pass; null values are not indexed. */
export function positionsBy<K>(n: number, keyOf: (i: number) => K | null): Map<K, Int32Array> {
  const lists = new Map<K, number[]>();
  for (let i = 0; i < n; i++) {
    const k = keyOf(i);
    if (k === null) continue;
    let list = lists.get(k);
    if (!list) lists.set(k, (list = []));
    list.push(i);
  }
  const out = new Map<K, Int32Array>();
  for (const [k, list] of lists) out.set(k, Int32Array.from(list));
  return out;
}

const EMPTY = new Int32Array(0);

/** The union of the positions of several values (ascending, each row once). */
export function unionOf<K>(index: Map<K, Int32Array>, keys: K[]): Int32Array {
  const lists = [...new Set(keys)].map((k) => index.get(k) ?? EMPTY).filter((l) => l.length > 0);
  if (lists.length === 0) return EMPTY;
  if (lists.length === 1) return lists[0];
  let size = 0;
  for (const l of lists) size += l.length;
  const out = new Int32Array(size);
  let at = 0;
  for (const l of lists) {
    out.set(l, at);
    at += l.length;
  }
  // Each row has one value of the field: the lists are disjoint, a sort is enough.
  return out.sort();
}

/**
 * The rows whose text contains a term (or starts with a prefix): the rows' texts joined in
 * one string, searched with the engine's string search, each hit mapped to its row by a
 * binary search on the rows' offsets. One pass over the text for a term found nowhere, one
 * jump per matching row otherwise. A term's answer is kept for the life of the snapshot (a
 * bounded memo: staff repeat the beginnings of names as they type).
 */
export class TextIndex {
  private readonly text: string;
  /** Offset in `text` of each row's first character (after its separator). */
  private readonly starts: Int32Array;
  private readonly memo = new Map<string, Int32Array>();

  /** `texts` in the snapshot's order; they never hold U+0000 (PostgreSQL text cannot). */
  constructor(texts: readonly string[]) {
    this.starts = new Int32Array(texts.length + 1);
    let at = 0;
    for (let i = 0; i < texts.length; i++) {
      this.starts[i] = at + 1;
      at += texts[i].length + 1;
    }
    this.starts[texts.length] = at + 1;
    this.text = `\u0000${texts.join('\u0000')}`;
  }

  /** The rows (ascending) whose text contains `term`. */
  containing(term: string): Int32Array {
    if (term.includes('\u0000')) return EMPTY;
    return this.find(term, 0);
  }

  /** The rows (ascending) whose text starts with `prefix`. */
  startingWith(prefix: string): Int32Array {
    if (prefix.includes('\u0000')) return EMPTY;
    // The separator before each row: a hit on it is the row after it.
    return this.find(`\u0000${prefix}`, 1);
  }

  private find(needle: string, shift: number): Int32Array {
    const kept = this.memo.get(needle);
    if (kept) return kept;
    const found: number[] = [];
    const { text, starts } = this;
    const last = starts.length - 2;
    let pos = text.indexOf(needle);
    while (pos !== -1) {
      // The row holding offset pos + shift: the last row starting at or before it.
      const at = pos + shift;
      let lo = 0;
      let hi = last;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= at) lo = mid;
        else hi = mid - 1;
      }
      found.push(lo);
      // The next row: a row counts once however often the term occurs in it.
      pos = text.indexOf(needle, starts[lo + 1] - shift);
    }
    const out = Int32Array.from(found);
    if (this.memo.size >= 10_000) this.memo.clear();
    this.memo.set(needle, out);
    return out;
  }
}

/** One condition of a request: the rows it keeps (ascending) and a test of one row. */
export interface Condition {
  rows: Int32Array;
  test: (i: number) => boolean;
}

/**
 * The rows every condition keeps, counted, and those of one page: the smallest condition's
 * rows are walked (already in the list's order) and the others tested on them only. No
 * condition: every row. Returns the page's positions and the total.
 */
export function selectPage(n: number, conditions: Condition[], from: number, to: number): { page: number[]; total: number } {
  if (conditions.length === 0) {
    const page: number[] = [];
    for (let i = from; i < Math.min(to, n); i++) page.push(i);
    return { page, total: n };
  }
  let driver = conditions[0];
  for (const c of conditions) if (c.rows.length < driver.rows.length) driver = c;
  const rows = driver.rows;
  const page: number[] = [];
  if (conditions.length === 1) {
    for (let k = from; k < Math.min(to, rows.length); k++) page.push(rows[k]);
    return { page, total: rows.length };
  }
  const tests = conditions.filter((c) => c !== driver).map((c) => c.test);
  let total = 0;
  outer: for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    for (const t of tests) if (!t(i)) continue outer;
    if (total >= from && total < to) page.push(i);
    total++;
  }
  return { page, total };
}

/**
 * Writes each row's JSON text (http/jsonText.ts rowTexts) ahead of the requests, a chunk per
 * turn of the event loop, once a snapshot is made: otherwise the first pages asked for after
 * a remake each write 200 texts (a contract check and a JSON.stringify each), several times
 * what the rest of the request costs. Requests arriving meanwhile are served between chunks.
 * A row that does not fit the contract stops it: the request that shows that row answers
 * the error, as it would without this.
 */
export function writeAhead<R>(rows: readonly R[], write: (row: R) => unknown, chunk = 500): void {
  let at = 0;
  const step = () => {
    try {
      const end = Math.min(rows.length, at + chunk);
      for (; at < end; at++) write(rows[at]);
    } catch {
      return;
    }
    if (at < rows.length) setImmediate(step);
  };
  setImmediate(step);
}

/** Each row's checked JSON text in ASCII (http/jsonText.ts checkedJson, then asciiJsonText), kept as long as the row object lives. */
export function asciiRowTexts<R extends object, T>(schema: z.ZodType<T>, toRow: (row: R) => T) {
  const held = new WeakMap<R, string>();
  return function textOf(row: R): string {
    let text = held.get(row);
    if (text === undefined) {
      text = asciiJsonText(checkedJson(schema, toRow(row)));
      held.set(row, text);
    }
    return text;
  };
}
