/** The routes of the retrib feature. */
export const RETRIB_ROUTES = ['/retrib'] as const;
