import { z } from 'zod';
import { id } from './common';
import { provisionalEndpoint as p } from './provisional';

export const financeEndpoints = {
  getClientInvoiceSummary: p('GET', 'finance/recovery/getClientInvoiceSummary', 'Amounts not yet due and overdue by age, per client'),
  getRecovery: p('GET', 'finance/recovery/[id]', 'Recovery view of one client'),
  addNote: p('POST', 'finance/recovery/addNote', 'Note on a client recovery', {
    body: { note: z.string().trim().min(1).max(4000), clientId: id },
  }),
  updateBillingContact: p('POST', 'finance/recovery/updateBillingContact', 'Change the billing contact'),
  getEventsClient: p('GET', 'finance/recovery/getEventsClient', 'Events of a client', { query: { clientId: id } }),
  getClientAccountingReport: p('GET', 'finance/recovery/getClientAccountingReport', 'Invoices, credit notes and payments', {
    query: { clientId: id },
  }),
};
