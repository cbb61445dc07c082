import { api } from '@courier/shared';

/** The calls of this feature, from the contract (docs/product.md#calls-regular-missions). */
export const regularMissionsEndpoints = api.regularMissions;
