/** Route parameters of the clients pages. */
export interface ClientsRouteParams {
  clientId: string;
}
