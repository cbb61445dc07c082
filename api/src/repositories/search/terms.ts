/**
 * The global search's reading of a term (docs/product.md#calls-global-search), shared by every
 * area's search query. The term is folded (case and accents off) by the database's own
 * `search_fold()` (migration 0069), the function the stored `search_key` columns are made with,
 * so both sides fold alike; here only what SQL needs besides: the LIKE pattern's escapes, and the
 * digits of a term that reads as a phone number.
 */
import { sql, type RawBuilder } from 'kysely';
import type { SearchHit, SearchKind } from '@courier/shared/contract';

export interface SearchTerms {
  /** The term as typed (trimmed by the contract). */
  text: string;
  /** The term with LIKE's `\`, `%` and `_` escaped, for `like '%' || ... || '%'`. */
  escaped: string;
  /** The term's digits when it reads as a phone number or a SIRET (4 digits or more, nothing but digits, spaces, `+ . - ( ) /`); else null. */
  digits: string | null;
  limit: number;
}

const PHONE_LIKE = /^[+\d\s().\-/]+$/;

/** The digits of a phone-like term, `+33 2 07...` and `0033 2 07...` read as the national `02 07...` (as `search_phone()` stores them). */
export function phoneDigits(text: string): string | null {
  if (!PHONE_LIKE.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length < 4) return null;
  if (/^\s*\+33/.test(text) && digits.startsWith('33')) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('0033')) digits = `0${digits.slice(4)}`;
  return digits;
}

export function searchTerms(q: { q: string; limit: number }): SearchTerms {
  return { text: q.q, escaped: q.q.replace(/[\\%_]/g, '\\$&'), digits: phoneDigits(q.q), limit: q.limit };
}

/** The folded term and the patterns of one search: a CTE `t(q, anywhere)` every area's query joins. */
export function termsCte(t: SearchTerms): RawBuilder<unknown> {
  return sql`t as (select search_fold(${t.text}) as q, '%' || search_fold(${t.escaped}) || '%' as anywhere,
    search_fold(${t.escaped}) || '%' as starts, '% ' || search_fold(${t.escaped}) || '%' as word)`;
}

/**
 * A term of 2 characters has no trigram of its own inside a word: `like '%ab%'` could not use the
 * index (a scan of every row). Such a term matches the start of a word instead (`ab%`, `% ab%`),
 * whose padded trigrams (`  a`, ` ab`) the index has.
 */
const SHORT_TERM = 3;

/**
 * How well a key matches, smaller first: 0 the key's first field is the term, 1 the key starts
 * with it, 2 one of its words does, 3 anywhere. Then `nearnessOf` breaks ties: the earlier the
 * term in the key and the shorter the key, the closer (word_similarity would say about the same
 * and costs ten times more: it makes the trigrams of every match).
 */
export function rankOf(key: string): RawBuilder<number> {
  const k = sql.ref(key);
  return sql<number>`case when ${k} = t.q or ${k} like t.q || ' %' then 0 when ${k} like t.q || '%' then 1
    when ${k} like '% ' || t.q || '%' then 2 else 3 end`;
}
export function nearnessOf(key: string): RawBuilder<number> {
  const k = sql.ref(key);
  return sql<number>`strpos(${k}, t.q) * 1000 + length(${k})`;
}

/** `key like '%term%'`, or, for a phone-like term, also `digits like '%digits%'`: the trigram indexes of 0069 read both. */
export function matches(t: SearchTerms, key: string, digits?: string): RawBuilder<boolean> {
  const k = sql.ref(key);
  const text =
    [...t.text].length < SHORT_TERM
      ? sql<boolean>`(${k} like t.starts or ${k} like t.word)`
      : sql<boolean>`${k} like t.anywhere`;
  if (!digits || !t.digits) return text;
  return sql<boolean>`(${text} or ${sql.ref(digits)} like ${`%${t.digits}%`})`;
}

/**
 * A row as the area queries answer it, before it becomes a hit: `code` is the record's route key
 * (a client's business code, a short code, an id) and `ref` what the route's query names (an
 * invoice number...), put into the href here, encoded.
 */
export interface HitRow {
  kind: SearchKind;
  id: number;
  title: string;
  subtitle: string | null;
  code: string;
  ref: string | null;
  ref2?: string | null;
}

const enc = encodeURIComponent;

/** The portal route that opens a result (docs/product.md#calls-global-search). */
export function hrefOf(r: HitRow): string {
  switch (r.kind) {
    case 'client':
      return `/clients/${enc(r.code)}`;
    case 'contact':
      return `/clients/${enc(r.code)}?tab=contacts&contact=${r.id}`;
    case 'invoice':
      return `/clients/${enc(r.code)}?tab=invoices&invoice=${enc(r.ref ?? '')}`;
    case 'creditNote':
      return `/clients/${enc(r.code)}?tab=invoices&invoice=${enc(r.ref2 ?? '')}&creditNote=${enc(r.ref ?? '')}`;
    case 'worker':
      return `/workers/${enc(r.code)}`;
    case 'vehicle':
      return `/vehicles/${enc(r.code)}`;
    case 'cfrUser':
      return `/users/cfr/${r.id}`;
    case 'regularMission':
      return `/regularMissions/${r.id}`;
    case 'chatRoom':
      return `/chat?room=${r.id}`;
  }
}

export const toHit = (r: HitRow, href = hrefOf(r)): SearchHit => ({
  kind: r.kind,
  id: r.id,
  title: r.title,
  subtitle: r.subtitle ?? '',
  href,
});

/** Joins the non-empty parts of a subtitle with ` · `. */
export const parts = (...exprs: string[]) => sql.raw(`concat_ws(' · ', ${exprs.map((e) => `nullif(${e}, '')`).join(', ')})`);
