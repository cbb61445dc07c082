import { api, useReferenceList } from '@courier/shared';

/** The pickers of the client forms and filters (clients/getInvoiceConfigurationLists), kept 5 minutes. */
export function useClientLists() {
  return useReferenceList(api.clients.getInvoiceConfigurationLists, undefined as never);
}
