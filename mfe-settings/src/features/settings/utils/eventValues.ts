import type { Words } from '../types';

export type Values = Record<string, string | number>;
export type Data = Record<string, unknown>;

/** The admin event as the trail reads it: its action and target, the API's English summary, its values. */
export interface TrailEvent {
  action: string;
  targetType: string;
  summary: string;
  data?: Data | null;
}

/** How an action's values come from its data: undefined when the sentence cannot be said. */
export type Sentence = (d: Data, w: Words, e: TrailEvent) => Values | undefined;

export const text = (v: unknown): string | number | undefined =>
  typeof v === 'string' || typeof v === 'number' ? v : undefined;
export const isData = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The values a sentence needs, as they are; undefined when one is missing (the summary then). */
export function pick(data: Data, keys: readonly string[]): Values | undefined {
  const values: Values = {};
  for (const key of keys) {
    const v = text(data[key]);
    if (v === undefined) return undefined;
    values[key] = v;
  }
  return values;
}

/** An optional text as a select's value: `none` when empty or absent. */
export const orNone = (v: unknown) => (typeof v === 'string' && v !== '' ? v : 'none');

/** A field's name in the reader's words (its API name when the catalog does not know it). */
export const fieldName = ({ t }: Words, field: unknown) =>
  t('settings.events.says.field', { field: String(field) });

/** A list of changed fields' keys in the reader's words; undefined when it is not a list. */
export function fieldNames(w: Words, fields: unknown): string | undefined {
  if (!Array.isArray(fields)) return undefined;
  return fields.map((f) => fieldName(w, f)).join(', ');
}

/** An old or new value: yes/no, statuses and kinds in the reader's words, empty as a dash. */
export function valueText({ t }: Words, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('settings.events.says.none');
  return t('settings.events.says.value', { value: String(value) });
}

/** Each change `{field, from, to}` of an edit, in the reader's words; amounts in cents as money. */
export function changesText(w: Words, changes: unknown, money: (field: string) => boolean = () => false) {
  if (!Array.isArray(changes) || !changes.every(isData)) return undefined;
  return changes
    .map((c) => {
      const field = fieldName(w, c.field);
      if (!('from' in c) && !('to' in c)) return w.t('settings.events.says.textChanged', { field });
      const shown = (v: unknown) =>
        money(String(c.field)) && typeof v === 'number' ? w.f.money(v) : valueText(w, v);
      return w.t('settings.events.says.change', { field, from: shown(c.from), to: shown(c.to) });
    })
    .join(', ');
}

export const dated = (w: Words, values: Values | undefined, ...keys: string[]) => {
  if (!values) return undefined;
  const out = { ...values };
  for (const key of keys) out[key] = w.f.date(String(values[key]));
  return out;
};

/** A target type's name in the reader's words. */
export const targetName = ({ t }: Words, e: TrailEvent) =>
  t('settings.events.targetType', { type: e.targetType });

/** The values with the changed fields' keys in the reader's words; undefined when one is missing. */
export function withFields(w: Words, d: Data, keys: string[]): Values | undefined {
  const values = pick(d, keys);
  const fields = fieldNames(w, d.fields);
  return values && fields !== undefined ? { ...values, fields } : undefined;
}
