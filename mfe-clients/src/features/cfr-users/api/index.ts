import { api } from '@courier/shared';

/** The calls of this feature, from the contract (docs/product.md#calls-client-side-users). */
export const cfrUsersEndpoints = api.cfrUsers;
