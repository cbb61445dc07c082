import { api } from '@courier/shared';

/** The calls of this feature, from the contract (docs/product.md#calls-finance-recovery). */
export const recoveryEndpoints = api.finance;
