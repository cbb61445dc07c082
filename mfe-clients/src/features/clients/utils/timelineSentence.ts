import type { ClientDetail } from '../api';
import { en, fr } from '../../../i18n';

type ClientEvent = ClientDetail['events'][number];
type Values = Record<string, string | number>;
type Translate = (id: keyof typeof en, values: Values) => string;

/** Values ICU counts with (plural): kept as numbers. */
const COUNTS = new Set(['contacts', 'sessions', 'others']);
/** Amounts stored in cents, given to the sentences in euros under the name without `Cents`. */
const CENTS = /^(.*)Cents$/;

/**
 * The values of an event's sentence from its `data`: amounts in euros, counts as numbers, ids
 * and other numbers as text (no thousands separator in `request #1234`), an empty text as
 * `none` (a sentence's select leaves it out), and `event` as `other` when absent.
 */
export function sentenceValues(data: unknown): Values | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const values: Values = { event: 'other' };
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const cents = CENTS.exec(key);
    if (cents && typeof value === 'number') values[cents[1]] = value / 100;
    else if (typeof value === 'number') values[key] = COUNTS.has(key) ? value : String(value);
    else if (typeof value === 'string') values[key] = value === '' ? 'none' : value;
    else if (value === null) values[key] = 'none';
  }
  return values;
}

/**
 * What a timeline row says in the page's language: its kind's sentence with the values stored
 * with it, or the English summary written with it (rows from before the values were stored, a
 * kind the catalog does not know, or values its sentence cannot use).
 */
export function timelineSentence(t: Translate, event: Pick<ClientEvent, 'kind' | 'summary' | 'data'>): string {
  const id = `clients.timeline.says.${event.kind}`;
  const values = sentenceValues(event.data);
  if (!values || !Object.prototype.hasOwnProperty.call(en, id)) return event.summary;
  const key = id as keyof typeof en;
  try {
    const said = t(key, values);
    // A message that cannot be formatted comes back as its pattern: the summary says it better.
    return said === en[key] || said === fr[key] ? event.summary : said;
  } catch {
    return event.summary;
  }
}
