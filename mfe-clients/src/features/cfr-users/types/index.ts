/** Route parameters of the cfr users pages. */
export interface CfrUsersRouteParams {
  userId: string;
}

/** The list's own filter, kept in the address. */
export interface CfrUserListFilters {
  clientId: number[];
}

export const CFR_USERS_PAGE_SIZE = 100;
