/** The routes of the planning feature. */
export const PLANNING_ROUTES = ['/planning'] as const;
