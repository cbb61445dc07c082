/** Route parameters of the regular-missions pages. */
export interface RegularMissionsRouteParams {
  regularMissionId: string;
}
