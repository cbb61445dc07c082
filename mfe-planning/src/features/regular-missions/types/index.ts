import type { QueryOf, ResponseOf, api } from '@courier/shared';

/** Route parameters of the regular-missions pages. */
export interface RegularMissionsRouteParams {
  regularMissionId: string;
}

export type RegularMissionRow = ResponseOf<typeof api.regularMissions.getRegularMissions>['items'][number];
/** The columns the server sorts the list on (`sort` of getRegularMissions). */
export type RegularMissionSortField = NonNullable<
  NonNullable<QueryOf<typeof api.regularMissions.getRegularMissions>>['sort']
>;
export type ApplyPreview = ResponseOf<typeof api.regularMissions.previewApplyWeek>;

/** The list's page (docs/product.md#constants-and-limits): page 1, 1000 rows; the contract refuses more. */
export const REGULAR_MISSIONS_PAGE_SIZE = 1000;
