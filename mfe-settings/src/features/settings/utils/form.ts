import type { T } from '../../../i18n';
import type { FieldDescription, FormValues } from '../types';

/** The form values of a row (or of a new item). */
export function toFormValues(fields: readonly FieldDescription[], row?: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    fields.map((f) => {
      if (!row)
        return [
          f.name,
          f.kind === 'select' && f.options && 'values' in f.options && f.required
            ? f.options.values[0].value
            : '',
        ];
      const raw = f.value ? f.value(row) : row[f.name];
      return [f.name, raw === null || raw === undefined ? '' : String(raw)];
    }),
  );
}

function sent(field: FieldDescription, text: string): unknown {
  const v = text.trim();
  if (v === '') return null;
  if (field.type === 'number' || field.kind === 'number') return Number(v);
  if (field.type === 'upper') return v.toUpperCase();
  if (field.type === 'boolean') return v === 'true';
  return v;
}

/**
 * The body of an add (every filled field) or of an update (`id`, `version` and the fields
 * that changed, `null` clearing an emptied one).
 */
export function toBody(
  fields: readonly FieldDescription[],
  values: FormValues,
  row?: { id: number; version: number } & Record<string, unknown>,
): Record<string, unknown> {
  if (!row) {
    const body: Record<string, unknown> = {};
    for (const f of fields) {
      const v = sent(f, values[f.name] ?? '');
      if (v !== null) body[f.name] = v;
    }
    return body;
  }
  const before = toFormValues(fields, row);
  const body: Record<string, unknown> = { id: row.id, version: row.version };
  for (const f of fields) {
    if ((values[f.name] ?? '').trim() === (before[f.name] ?? '').trim()) continue;
    body[f.name] = sent(f, values[f.name] ?? '');
  }
  return body;
}

/**
 * The form's own checks, by field: what the call's contract cannot say (a choice left empty, a
 * number as typed: it sees only NaN) and the description's own rules in its words (a code's
 * shape, the last day after the first). Lengths, emails and dates are the contract's, worded
 * by the kit.
 */
export function checkItem(fields: readonly FieldDescription[], values: FormValues, t: T): Record<string, string | null> {
  return Object.fromEntries(
    fields.map((f) => {
      const v = (values[f.name] ?? '').trim();
      if (f.required && v === '') return [f.name, t('settings.check.required')];
      if (v && (f.type === 'number' || f.kind === 'number') && !/^\d+$/.test(v))
        return [f.name, t('settings.check.wholeNumber')];
      if (v && f.pattern && !f.pattern.regex.test(f.type === 'upper' ? v.toUpperCase() : v))
        return [f.name, f.pattern.message];
      return [f.name, f.validate ? f.validate(v, values) : null];
    }),
  );
}

