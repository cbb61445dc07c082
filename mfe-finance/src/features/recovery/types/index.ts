/** Route parameters of the recovery pages. */
export interface RecoveryRouteParams {
  clientId: string;
}
