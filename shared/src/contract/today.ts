import { z } from 'zod';
import { endpoint } from './endpoint';
import { isoDate } from './common';

/**
 * The Today page (docs/product.md#calls-today): for the signed-in user, each area's widgets,
 * one call per area with that area's roles (access table). A widget is a figure, the few most
 * urgent items behind it and the link of the list that shows them.
 */

/** Items a widget answers at most (the most urgent first). */
export const TODAY_ITEMS = 5;
/** Contracts and vehicle contracts "ending soon" end within this many days (today included). */
export const TODAY_ENDING_DAYS = 30;
/** Clients "newly" in recovery were flagged within this many days (today included). */
export const TODAY_NEW_RECOVERY_DAYS = 7;

/**
 * One of the few most urgent items behind a widget. The server sends data, never a sentence: the
 * area's catalog words the subtitle from `code`, `date`, `count` and `kind` (per widget key), in
 * the page's language through the shared formats.
 */
export const todayItem = z.object({
  id: z.number().int(),
  /** A proper name or number (a client, an invoice, a plate, a mail's subject): data, not words. */
  title: z.string(),
  /** A short code shown beside the title (a client's business code, a worker's short code). */
  code: z.string().nullable(),
  /** The day the item is about (leaves on, in recovery since, issued on). */
  date: isoDate.nullable(),
  /** How many (days overdue, anomalies, unread messages). */
  count: z.number().int().nullable(),
  /** Which kind of thing it is (`room` or `chat`), for the catalog's `select`. */
  kind: z.string().nullable(),
  /** Data shown as it is (addresses, a mail server's error), never a sentence of ours. */
  text: z.string().nullable(),
  /** The portal route that opens this item (path and query string). */
  href: z.string(),
});
export type TodayItem = z.infer<typeof todayItem>;

/**
 * Where the widget's list is: `path` (a portal route), `query` (a query string without `?`,
 * possibly empty) and `href` = path + `?` + query (or the path alone).
 */
export const todayLink = z.object({ path: z.string(), query: z.string(), href: z.string() });
export type TodayLink = z.infer<typeof todayLink>;

/** The values of a widget's title (the area's catalog words it): a month, a day, a number of days. */
export const todayValues = z.object({
  /** `YYYY-MM`. */
  month: z.string().optional(),
  day: isoDate.optional(),
  days: z.number().int().optional(),
});
export type TodayValues = z.infer<typeof todayValues>;

export const todayWidget = z.object({
  /** Stable id: `<area>.<widget>` (`planning.anomalies`); the area's catalog words it. */
  key: z.string(),
  values: todayValues,
  count: z.number().int(),
  /** At most TODAY_ITEMS, the most urgent first. */
  items: z.array(todayItem),
  link: todayLink,
  /**
   * True when the list at `link` shows exactly `count` (its call, with the link's filters,
   * answers that many). False when no list filters that way yet: `link` is the closest list and
   * `note` (for developers, not shown) says what it lacks.
   */
  exact: z.boolean(),
  note: z.string().nullable(),
});
export type TodayWidgetData = z.infer<typeof todayWidget>;

export const todayAnswer = z.object({
  /** Today in Paris, the day the figures are of. */
  asOf: isoDate,
  widgets: z.array(todayWidget),
});
export type TodayAnswer = z.infer<typeof todayAnswer>;

const todayCall = <P extends string>(path: P, summary: string) => endpoint({ method: 'GET', path, summary, response: todayAnswer });

/**
 * The Today calls, by area. Roles: planning SHIFTS, finance FINANCE, workers WORKERS, vehicles
 * VEHICLES, pay RETRIB, chat CHAT, settings SETTINGS.
 */
export const todayEndpoints = {
  planning: todayCall(
    'planning/today',
    "Today's planning: anomalies of the day, started shifts without any time worked, times worked without a shift",
  ),
  finance: todayCall(
    'finance/today',
    'Today in finance: clients with reminders due, invoices of the billing month not yet sent, clients put in recovery within 7 days',
  ),
  workers: todayCall(
    'workers/today',
    'Today for workers: active workers whose contract ends within 30 days, with a document on file expiring within 30 days, and leaving within 30 days',
  ),
  vehicles: todayCall('vehicles/today', 'Today for vehicles: active vehicles whose contract ends within 30 days'),
  pay: todayCall('retrib/today', 'Today for pay: complete months still open, and the anomalies of the last one'),
  chat: todayCall('chat/today', 'Today in chat: your conversations with unread messages, and the support tickets still open'),
  settings: todayCall('outbox/today', 'Today in settings: mails of the outbox that failed'),
};
