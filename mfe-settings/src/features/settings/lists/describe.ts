import type { ListColumn, ResponseOf } from '@courier/shared';
import type { FieldDescription, ListDescription } from '../types';

/** What the lists' descriptions share: row types, the name and contact columns and fields, activity. */

/** The row type of a list's `get` call. */
export type RowOf<E> = E extends { response: unknown }
  ? ResponseOf<E> extends readonly (infer R)[]
    ? R
    : never
  : never;

export const nameColumns = <R extends { name: string; code: string | null; inUse: number }>(
  usedBy: string,
): ListColumn<R>[] => [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'code', header: 'Code', value: (r) => r.code ?? '' },
  { id: 'inUse', header: `In use (${usedBy})`, value: (r) => r.inUse },
];

/** The name columns, then the contact's email and phone (sales agents, vehicle suppliers). */
export const contactColumns = <
  R extends { name: string; code: string | null; inUse: number; email: string | null; phone: string | null },
>(
  usedBy: string,
): ListColumn<R>[] => [
  ...nameColumns<R>(usedBy),
  { id: 'email', header: 'Email', value: (r) => r.email ?? '' },
  { id: 'phone', header: 'Phone', value: (r) => r.phone ?? '' },
];

export const nameFields: FieldDescription[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
  { name: 'code', label: 'Code', kind: 'text', maxLength: 30, description: 'Optional short code' },
];
export const contactFields: FieldDescription[] = [
  ...nameFields,
  { name: 'email', label: 'Email', kind: 'email', maxLength: 254 },
  { name: 'phone', label: 'Phone', kind: 'text', maxLength: 40 },
];

export const byName = (rows: unknown) =>
  (rows as { id: number; name: string }[]).map((r) => ({ value: String(r.id), label: r.name }));
export const activityState = (filters: string[] = []) => ({
  sorts: ['name', 'code', 'inUse'],
  defaults: { sort: { id: 'name', desc: false } },
  filters: Object.fromEntries(
    filters.map((f) => [f, { parse: (t: string | null) => t ?? '', format: (v: string) => v || null }]),
  ),
});

export const activity = { kind: 'activity' } as const;

/** An editable list with an activity status, named rows, sorted by name. */
export type Simple = { id: number; version: number; name: string; code: string | null; inUse: number };
export const simple = <R extends Simple>(
  d: Omit<ListDescription<R>, 'label' | 'status' | 'listState'> & { filterNames?: string[] },
): ListDescription<R> => ({
  ...d,
  status: activity,
  label: (r) => r.name,
  listState: activityState(d.filterNames),
});
