/**
 * What a client pays for a shift (docs/product.md#regular-missions, #invoicing-run), pure: the
 * amounts of the client's price list (cents per shift, per waypoint, per whole km) applied to
 * the shift and its missions. Applying a week prices its planned lines with it, and the
 * invoicing run prices the month's shifts with it, so both say the same price.
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
