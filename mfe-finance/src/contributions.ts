import { defineContributions, searchEndpoints, todayCall, todayEndpoints } from '@courier/shared';
import { AreaIntl, useT } from './i18n';

/** What this area adds to the shell: invoices and credit notes in the search, its Today card (in its own words). */
export default defineContributions({
  search: [{ id: 'invoices', label: { en: 'Invoices and credit notes', fr: 'Factures et avoirs' }, endpoint: searchEndpoints.invoices }],
  today: [
    todayCall({
      id: 'finance',
      endpoint: todayEndpoints.finance,
      order: 20,
      title: { en: 'Finance', fr: 'Finance' },
      Intl: AreaIntl,
      useT,
      widgets: {
        'finance.remindersDue': { title: 'finance.today.remindersDue', item: 'finance.today.remindersDue.item' },
        'finance.invoicesNotSent': { title: 'finance.today.invoicesNotSent', item: 'finance.today.invoicesNotSent.item' },
        'finance.newlyInRecovery': { title: 'finance.today.newlyInRecovery', item: 'finance.today.newlyInRecovery.item' },
      },
    }),
  ],
});
