/**
 * What a client pays for a shift (docs/product.md#the-price-of-a-shift), pure: the amounts of
 * the client's price list (cents per shift, per waypoint, per whole km) applied to the shift
 * and its missions. The one rule of the portal: the invoicing run and its preview, applying a
 * week and the late changes all price with `priceOfShift`.
 */
export interface PriceRates {
  perShift: number;
  perWaypoint: number;
  perKm: number;
}

export interface PricedMission {
  waypoints: number;
  km: number;
}

/** The price of one mission's work, without the per-shift amount. */
export function missionPrice(rates: PriceRates, m: PricedMission): number {
  return m.waypoints * rates.perWaypoint + m.km * rates.perKm;
}

/** per shift + for each mission: waypoints x per waypoint + km x per km. Cents, excluding VAT. */
export function shiftPrice(rates: PriceRates, missions: readonly PricedMission[]): number {
  return missions.reduce((sum, m) => sum + missionPrice(rates, m), rates.perShift);
}

/**
 * The price of a shift of a client whose price list amounts are `rates`; null when the client
 * has none: its shifts have no price (never 0) and cannot be billed until a list is linked.
 */
export function priceOfShift(rates: PriceRates | null | undefined, missions: readonly PricedMission[]): number | null {
  return rates ? shiftPrice(rates, missions) : null;
}
