/** Route parameters of the workers pages. */
export interface WorkersRouteParams {
  short_code: string;
}
