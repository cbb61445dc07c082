/**
 * A client's price list amounts (migration 0006): the lowest-id active list linked to the
 * client that has rates. Applying a week (regularMissions.ts) and the invoicing run
 * (finance/billing.ts) both read them here; domain/clientPrice.ts applies them.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { PriceRates } from '../domain/clientPrice';

/** The amounts of the client's price list as SQL, one row per client (`distinct on`). */
export const CLIENT_RATES = sql`(
  select distinct on (cpl.client_id) cpl.client_id, r.per_shift, r.per_waypoint, r.per_km
  from client_price_lists cpl
  join price_lists pl on pl.id = cpl.price_list_id and pl.activity_status = 'active'
  join price_list_rates r on r.price_list_id = pl.id
  order by cpl.client_id, pl.id
)`;

/** The price list amounts of these clients (absent: no price list). */
export async function clientPrices(db: Executor, clientIds: number[]): Promise<Map<number, PriceRates>> {
  const out = new Map<number, PriceRates>();
  if (clientIds.length === 0) return out;
  const { rows } = await sql<{ client_id: number; per_shift: number; per_waypoint: number; per_km: number }>`
    select x.* from ${CLIENT_RATES} x where x.client_id = any(${sql.val(clientIds)}::int[])`.execute(db);
  for (const r of rows)
    out.set(r.client_id, { perShift: r.per_shift, perWaypoint: r.per_waypoint, perKm: r.per_km });
  return out;
}
