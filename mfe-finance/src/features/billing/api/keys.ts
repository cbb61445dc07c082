import { createQueryKeys, type QueryOf, type api } from '@courier/shared';

const keys = createQueryKeys('billing');

/** Query keys of the invoicing run: one root, `billingKeys.all`, so a run or a send can invalidate them all. */
export const billingKeys = {
  ...keys,
  preview: (query: QueryOf<typeof api.billing.getPreview>) => keys.of('preview', query),
  client: (month: string, clientId: number) => keys.of('client', { month, clientId }),
  run: (month: string) => keys.of('run', { month }),
  invoices: (query: QueryOf<typeof api.billing.getInvoices>) => keys.of('invoices', query),
};
