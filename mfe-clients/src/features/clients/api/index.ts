import { api } from '@courier/shared';

/** The calls of this feature, from the contract (docs/product.md#calls-clients). */
export const clientsEndpoints = api.clients;
