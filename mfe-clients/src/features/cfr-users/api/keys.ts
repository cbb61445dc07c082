import { createQueryKeys, type QueryOf, type api } from '@courier/shared';

const keys = createQueryKeys('cfrUsers');

/** Query keys of the cfr users feature: one root, `cfrUserKeys.all`. */
export const cfrUserKeys = {
  ...keys,
  list: (query: QueryOf<typeof api.cfrUsers.getUsers>) => keys.list(query),
  clientPicker: (search: string) => keys.of('clientPicker', search),
};
