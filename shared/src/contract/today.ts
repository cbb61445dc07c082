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

export const todayItem = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
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

export const todayWidget = z.object({
  /** Stable id: `<area>.<widget>` (`planning.anomalies`). */
  key: z.string(),
  title: z.string(),
  count: z.number().int(),
  /** At most TODAY_ITEMS, the most urgent first. */
  items: z.array(todayItem),
  link: todayLink,
  /**
   * True when the list at `link` shows exactly `count` (its call, with the link's filters,
   * answers that many). False when no list filters that way yet: `link` is the closest list and
   * `note` says what it lacks.
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
  workers: todayCall('workers/today', 'Today for workers: workers leaving within 30 days'),
  vehicles: todayCall('vehicles/today', 'Today for vehicles: active vehicles whose contract ends within 30 days'),
  pay: todayCall('retrib/today', 'Today for pay: complete months still open, and the anomalies of the last one'),
  chat: todayCall('chat/today', 'Today in chat: your conversations with unread messages'),
  settings: todayCall('outbox/today', 'Today in settings: mails of the outbox that failed'),
};
