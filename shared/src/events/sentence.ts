import { useCallback } from 'react';
import type { ClientEventRow } from '../contract/clientRows';
import { useSharedT } from '../i18n/createAreaI18n';
import { clientEventsEn } from './messages.en';
import { clientEventsFr } from './messages.fr';

type Values = Record<string, string | number>;
type SentenceId = Exclude<
  keyof typeof clientEventsEn,
  'shared.clientEvent.kind' | 'shared.clientEvent.field'
>;
/** A translate function that knows the client-event messages (`useSharedT()`, an area's `useT()`). */
export type ClientEventTranslate = (id: keyof typeof clientEventsEn, values: Values) => string;

/** Values ICU counts with (plural): kept as numbers. */
const COUNTS = new Set(['contacts', 'sessions', 'others']);
/** Amounts stored in cents, given to the sentences in euros under the name without `Cents`. */
const CENTS = /^(.*)Cents$/;

/**
 * The values of an event's sentence from its `data`: amounts in euros, counts as numbers, ids
 * and other numbers as text (no thousands separator in `request #1234`), an empty text as
 * `none` (a sentence's select leaves it out), and `event` as `other` when absent.
 */
export function clientEventValues(data: unknown): Values | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const values: Values = { event: 'other' };
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const cents = CENTS.exec(key);
    if (cents && typeof value === 'number') values[cents[1]] = value / 100;
    else if (typeof value === 'number') values[key] = COUNTS.has(key) ? value : String(value);
    else if (typeof value === 'string') values[key] = value === '' ? 'none' : value;
    else if (value === null) values[key] = 'none';
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
      values[key] = value.length ? value.join(', ') : 'none';
  }
  return values;
}

/**
 * The changed fields, stored by their API names (`firstName, chatRoomsIds`, joined or as a list),
 * in the reader's words; a name the catalog does not know stays as it is.
 */
function wordFields(t: ClientEventTranslate, fields: string): string {
  return fields
    .split(', ')
    .map((field) => (/^[A-Za-z][A-Za-z0-9]*$/.test(field) ? t('shared.clientEvent.field', { field }) : field))
    .join(', ');
}

/**
 * What a client's timeline row says in the page's language: its kind's sentence with the values
 * stored with it, or the English summary written with it (rows from before the values were
 * stored, a kind the catalog does not know, or values its sentence cannot use).
 */
export function clientEventSentence(
  t: ClientEventTranslate,
  event: Pick<ClientEventRow, 'kind' | 'summary' | 'data'>,
): string {
  const id = `shared.clientEvent.says.${event.kind}`;
  const values = clientEventValues(event.data);
  if (!values || !Object.prototype.hasOwnProperty.call(clientEventsEn, id)) return event.summary;
  const key = id as SentenceId;
  try {
    if (typeof values.fields === 'string' && values.fields !== 'none')
      values.fields = wordFields(t, values.fields);
    const said = t(key, values);
    // A message that cannot be formatted comes back as its pattern: the summary says it better.
    return said === clientEventsEn[key] || said === clientEventsFr[key] ? event.summary : said;
  } catch {
    return event.summary;
  }
}

/** The badge of an event kind in the page's language (the kind itself when unknown). */
export const clientEventKind = (t: ClientEventTranslate, kind: string): string =>
  t('shared.clientEvent.kind', { kind });

/** A client's timeline words in the page's language, for the areas that show it. */
export function useClientEventWords() {
  const t = useSharedT() as ClientEventTranslate;
  return {
    sentence: useCallback(
      (event: Pick<ClientEventRow, 'kind' | 'summary' | 'data'>) => clientEventSentence(t, event),
      [t],
    ),
    kind: useCallback((kind: string) => clientEventKind(t, kind), [t]),
  };
}
