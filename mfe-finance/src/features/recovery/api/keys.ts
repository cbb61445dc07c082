import { createQueryKeys, type QueryOf, type api } from '@courier/shared';

const keys = createQueryKeys('recovery');

/** Query keys of the recovery feature: one root, `recoveryKeys.all`, so a change can invalidate them all. */
export const recoveryKeys = {
  ...keys,
  summary: (query: QueryOf<typeof api.finance.getClientInvoiceSummary>) => keys.list(query),
  events: (query: QueryOf<typeof api.finance.getEventsClient>) => keys.of('events', query),
  report: (clientId: number) => keys.of('report', { clientId }),
  reminders: (clientId: number) => keys.of('reminders', { clientId }),
};
