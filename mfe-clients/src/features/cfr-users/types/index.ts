/** Route parameters of the cfr-users pages. */
export interface CfrUsersRouteParams {
  userId: string;
}
