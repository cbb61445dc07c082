/**
 * Which price list prices a client's shifts (docs/product.md#the-price-of-a-shift): the
 * lowest-id active list linked to the client that has rates. Every reader of prices takes it
 * from here (the invoicing run and its preview, applying a week, the late changes, the client
 * page); domain/clientPrice.ts applies the amounts.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor';
import type { PriceRates } from '../domain/clientPrice';

/** The pricing list of the client `clientId` (SQL of one client's id), one row or none: for a lateral join. */
export function pricingListOf(clientId: RawBuilder<unknown>) {
  return sql`select pl.id as price_list_id, pl.name as price_list_name, r.per_shift, r.per_waypoint, r.per_km
    from client_price_lists cpl
    join price_lists pl on pl.id = cpl.price_list_id and pl.activity_status = 'active'
    join price_list_rates r on r.price_list_id = pl.id
    where cpl.client_id = ${clientId} order by pl.id limit 1`;
}

/** The price list amounts of these clients (absent: no price list, the shifts have no price). */
export async function clientPrices(db: Executor, clientIds: number[]): Promise<Map<number, PriceRates>> {
  const out = new Map<number, PriceRates>();
  if (clientIds.length === 0) return out;
  const { rows } = await sql<{ client_id: number; per_shift: number; per_waypoint: number; per_km: number }>`
    select c.id as client_id, x.per_shift, x.per_waypoint, x.per_km
    from unnest(${sql.val(clientIds)}::int[]) as c(id)
    cross join lateral (${pricingListOf(sql`c.id`)}) x`.execute(db);
  for (const r of rows)
    out.set(r.client_id, { perShift: r.per_shift, perWaypoint: r.per_waypoint, perKm: r.per_km });
  return out;
}
