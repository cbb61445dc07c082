/** Route parameters of the vehicles pages. */
export interface VehiclesRouteParams {
  shortCode: string;
}
