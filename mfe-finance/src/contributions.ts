import { defineContributions, searchEndpoints, todayCall, todayEndpoints } from '@courier/shared';

/** What this area adds to the shell: invoices and credit notes in the search, its Today card. */
export default defineContributions({
  search: [{ id: 'invoices', label: { en: 'Invoices and credit notes', fr: 'Factures et avoirs' }, endpoint: searchEndpoints.invoices }],
  today: [
    todayCall({
      id: 'finance',
      endpoint: todayEndpoints.finance,
      order: 20,
      title: { en: 'Finance', fr: 'Finance' },
      widgets: {
        'finance.remindersDue': { en: 'Clients with reminders due', fr: 'Clients à relancer' },
        'finance.invoicesNotSent': { en: 'Invoices of the month not yet sent', fr: 'Factures du mois non envoyées' },
        'finance.newlyInRecovery': { en: 'Clients newly in recovery', fr: 'Clients récemment en recouvrement' },
      },
    }),
  ],
});
