/**
 * The pieces of a Today widget (docs/product.md#calls-today): its list link and its items. Each
 * area's file (planning.ts, finance.ts...) reads its figures in one statement per widget group.
 */
import type { TodayItem, TodayLink, TodayWidgetData } from '@courier/shared/contract';

/** A portal route with its query string (empty values left out), as the widget's list link. */
export function link(path: string, params: Record<string, string | number | boolean | undefined> = {}): TodayLink {
  const query = new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '' && v !== false)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return { path, query, href: query ? `${path}?${query}` : path };
}

/** A widget: exact unless `missing` says what its list lacks (a note for developers, never shown). */
export function widget(
  w: Omit<TodayWidgetData, 'exact' | 'note' | 'items' | 'values'> & {
    items?: TodayItem[];
    values?: TodayWidgetData['values'];
    missing?: string;
  },
): TodayWidgetData {
  const { missing, items = [], values = {}, ...rest } = w;
  return { ...rest, values, items, exact: missing === undefined, note: missing ?? null };
}

type ItemData = Pick<TodayItem, 'id' | 'title' | 'href'> & Partial<Omit<TodayItem, 'id' | 'title' | 'href'>>;

/** An item: its title and link, and the data the area's words put in its subtitle (the rest null). */
export function item(i: ItemData): TodayItem {
  return { code: null, date: null, count: null, kind: null, text: null, ...i };
}

export const enc = encodeURIComponent;

/** The ISO date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week of `date` (the planning board's `week`). */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** `YYYY-MM` of the month before the month of `date`. */
export function previousMonth(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
