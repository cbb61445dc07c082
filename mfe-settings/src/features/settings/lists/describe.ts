import type { ListColumn, ResponseOf } from '@courier/shared';
import type { T } from '../../../i18n';
import type { FieldDescription, ListDescription } from '../types';

/** What the lists' descriptions share: row types, the name and contact columns and fields, activity. */

/** The row type of a list's `get` call. */
export type RowOf<E> = E extends { response: unknown }
  ? ResponseOf<E> extends readonly (infer R)[]
    ? R
    : never
  : never;

/** The editable lists, by their `?list=` key: each has a title, a description and a noun in the catalog. */
export type EditableKey =
  | 'salesAgents'
  | 'clientGroups'
  | 'clientGroups2'
  | 'workerCompanies'
  | 'elus'
  | 'financeUnits'
  | 'businessUnits'
  | 'gtaTypes'
  | 'vehicleBrands'
  | 'vehicleModels'
  | 'vehicleTypes'
  | 'vehicleSuppliers'
  | 'messagesHome'
  | 'discountCodes';

/** A list's name from the catalog: its key, title, description, noun (one, many) and its gender. */
export const named = <K extends EditableKey>(t: T, key: K) => ({
  key,
  title: t(`settings.${key}.title` as const),
  description: t(`settings.${key}.description` as const),
  noun: [t(`settings.${key}.one` as const), t(`settings.${key}.other` as const)] as const,
  gender: t(`settings.${key}.gender` as const),
});

export const nameColumns = <R extends { name: string; code: string | null; inUse: number }>(
  t: T,
  usedBy: string,
): ListColumn<R>[] => [
  { id: 'name', header: t('settings.column.name'), value: (r) => r.name },
  { id: 'code', header: t('settings.column.code'), value: (r) => r.code ?? '' },
  { id: 'inUse', header: t('settings.column.inUse', { usedBy }), value: (r) => r.inUse },
];

/** The name columns, then the contact's email and phone (sales agents, vehicle suppliers). */
export const contactColumns = <
  R extends { name: string; code: string | null; inUse: number; email: string | null; phone: string | null },
>(
  t: T,
  usedBy: string,
): ListColumn<R>[] => [
  ...nameColumns<R>(t, usedBy),
  { id: 'email', header: t('settings.column.email'), value: (r) => r.email ?? '' },
  { id: 'phone', header: t('settings.column.phone'), value: (r) => r.phone ?? '' },
];

export const nameFields = (t: T): FieldDescription[] => [
  { name: 'name', label: t('settings.field.name'), kind: 'text', required: true, maxLength: 120 },
  {
    name: 'code',
    label: t('settings.field.code'),
    kind: 'text',
    maxLength: 30,
    description: t('settings.field.codeHint'),
  },
];
export const contactFields = (t: T): FieldDescription[] => [
  ...nameFields(t),
  { name: 'email', label: t('settings.field.email'), kind: 'email', maxLength: 254 },
  { name: 'phone', label: t('settings.field.phone'), kind: 'text', maxLength: 40 },
];

export const byName = (rows: unknown) =>
  (rows as { id: number; name: string }[]).map((r) => ({ value: String(r.id), label: r.name }));
/** The list's state in the address: sorted by name unless asked; name, code, use and the list's own columns sort. */
export const activityState = (filters: string[] = [], sorts: string[] = []) => ({
  sorts: ['name', 'code', 'inUse', ...sorts],
  defaults: { sort: { id: 'name', desc: false } },
  filters: Object.fromEntries(
    filters.map((f) => [f, { parse: (t: string | null) => t ?? '', format: (v: string) => v || null }]),
  ),
});

export const activity = { kind: 'activity' } as const;

/** An editable list with an activity status, named rows, sorted by name. */
export type Simple = { id: number; version: number; name: string; code: string | null; inUse: number };
export const simple = <R extends Simple>(
  d: Omit<ListDescription<R>, 'label' | 'status' | 'listState'> & {
    filterNames?: string[];
    /** Columns of the list's own that sort too (besides name, code and use). */
    sorts?: string[];
  },
): ListDescription<R> => ({
  ...d,
  status: activity,
  label: (r) => r.name,
  listState: activityState(d.filterNames, d.sorts),
});
