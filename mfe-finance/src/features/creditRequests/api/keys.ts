import { createQueryKeys, type QueryOf, type api } from '@courier/shared';

const keys = createQueryKeys('creditRequests');

/** Query keys of the credit-note requests: one root, so a decision refreshes every list. */
export const creditRequestKeys = {
  ...keys,
  list: (query: QueryOf<typeof api.creditRequests.getCreditRequests>) => keys.list(query),
};
