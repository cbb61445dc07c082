import { createQueryKeys, type QueryOf, type api } from '@courier/shared';

const keys = createQueryKeys('clients');

/** Query keys of the clients feature: one root, `clientKeys.all`. */
export const clientKeys = {
  ...keys,
  list: (query: QueryOf<typeof api.clients.getClients>) => keys.list(query),
  pdf: (clientId: number, invoiceNumber: string) => keys.of('pdf', { clientId, invoiceNumber }),
  creditRequests: (clientId: number) => keys.of('creditRequests', { clientId }),
};
