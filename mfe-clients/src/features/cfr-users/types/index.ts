import type { api, QueryOf } from '@courier/shared';

/** Route parameters of the cfr users pages. */
export interface CfrUsersRouteParams {
  userId: string;
}

/** The list's own filter, kept in the address. */
export interface CfrUserListFilters {
  clientId: number[];
}

/** The list's page size: CFR_USERS_PAGE_SIZE of the contract. */
export const CFR_USERS_PAGE_SIZE = 100;

/** The columns users/cfr/getUsers sorts on (the contract's `sort`). */
export type CfrUserSortField = NonNullable<QueryOf<typeof api.cfrUsers.getUsers>['sort']>;
