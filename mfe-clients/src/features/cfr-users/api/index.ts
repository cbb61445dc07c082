import { api } from '@courier/shared';

/** The calls of this feature, from the contract (SPEC §7). */
export const cfrUsersEndpoints = api.cfrUsers;
