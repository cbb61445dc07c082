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

/** Mantine validators from the descriptions: required, length, pattern, cross-field checks. */
export function validatorsOf(fields: readonly FieldDescription[], t: T) {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      (value: string, values: FormValues) => {
        const v = (value ?? '').trim();
        if (f.required && v === '') return t('settings.check.required');
        if (f.maxLength && v.length > f.maxLength) return t('settings.check.maxLength', { max: f.maxLength });
        if (v && f.kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v))
          return t('settings.check.email');
        if (v && f.kind === 'number' && !/^\d+$/.test(v)) return t('settings.check.wholeNumber');
        if (v && f.pattern && !f.pattern.regex.test(f.type === 'upper' ? v.toUpperCase() : v))
          return f.pattern.message;
        return f.validate ? f.validate(v, values) : null;
      },
    ]),
  );
}
