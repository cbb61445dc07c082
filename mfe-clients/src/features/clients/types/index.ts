/** Route parameters of the clients pages. */
export interface ClientsRouteParams {
  clientId: string;
}

/** The id-list filters of the client list, named as the query of clients/getClients. */
export type ClientIdFilter = 'clientGroups' | 'clientGroups2' | 'agencies' | 'salesAgents' | 'paymentMethods';

/** The list's own filters, kept in the address (`useListState`). */
export interface ClientListFilters {
  clientGroups: number[];
  clientGroups2: number[];
  agencies: number[];
  salesAgents: number[];
  paymentMethods: number[];
  businessCode: string;
}

import type { api, QueryOf } from '@courier/shared';

/** The client list shows page 1, 200 a page (docs/product.md#constants-and-limits) (CLIENTS_PAGE_SIZE of the contract). */
export const CLIENTS_PAGE_SIZE = 200;

/** The columns clients/getClients sorts on (the contract's `sort`). */
export type ClientSortField = NonNullable<QueryOf<typeof api.clients.getClients>['sort']>;
