/**
 * Pay of a worker-day (docs/product.md#pay), pure: day amount + waypoints x waypoint amount + km x
 * km amount + extra, at the team's configuration or, when there is one, its calendar entry of that
 * date; integer cents, exact. The KPI query (repositories/workersKpis.ts) applies the same formula
 * in SQL, and its tests compare both.
 */
export interface PayRates {
  /** Cents per waypoint. */
  waypoint: number;
  /** Cents per kilometre. */
  km: number;
  /** Cents per worked day. */
  day: number;
  /** Cents added once per worked day. */
  extra: number;
}

export interface TeamConfigAmounts {
  waypointAmount: number;
  kmAmount: number;
  dailyAmount: number;
  extra: number;
}

export interface CalendarAmounts {
  id: number;
  priceWaypoint: number;
  priceKm: number;
  priceDay: number;
  extra: number;
}

export type PaySource = 'config' | 'calendar' | 'none';

export interface RatesInForce {
  source: PaySource;
  calendarEntryId: number | null;
  rates: PayRates;
}

const ZERO: PayRates = { waypoint: 0, km: 0, day: 0, extra: 0 };

/** The calendar entry of the date wins; else the team's configuration; else nothing is paid. */
export function ratesInForce(
  config: TeamConfigAmounts | null | undefined,
  entry: CalendarAmounts | null | undefined,
): RatesInForce {
  if (entry) {
    return {
      source: 'calendar',
      calendarEntryId: entry.id,
      rates: { waypoint: entry.priceWaypoint, km: entry.priceKm, day: entry.priceDay, extra: entry.extra },
    };
  }
  if (config) {
    return {
      source: 'config',
      calendarEntryId: null,
      rates: {
        waypoint: config.waypointAmount,
        km: config.kmAmount,
        day: config.dailyAmount,
        extra: config.extra,
      },
    };
  }
  return { source: 'none', calendarEntryId: null, rates: ZERO };
}

export interface DayWork {
  waypoints: number;
  km: number;
}

export interface DayPay {
  breakdown: { day: number; waypoints: number; km: number; extra: number };
  total: number;
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/** The pay of one worked day, term by term, in cents. */
export function payOfDay(rates: PayRates, work: DayWork): DayPay {
  assertCount('waypoints', work.waypoints);
  assertCount('km', work.km);
  for (const [k, v] of Object.entries(rates)) assertCount(`rates.${k}`, v);
  const breakdown = {
    day: rates.day,
    waypoints: work.waypoints * rates.waypoint,
    km: work.km * rates.km,
    extra: rates.extra,
  };
  return { breakdown, total: breakdown.day + breakdown.waypoints + breakdown.km + breakdown.extra };
}
