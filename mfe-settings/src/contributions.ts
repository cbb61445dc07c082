import { defineContributions, todayCall, todayEndpoints } from '@courier/shared';
import { AreaIntl, useT } from './i18n';

/** What this area adds to the shell: the outbox's failed mails on Today (in its own words). */
export default defineContributions({
  today: [
    todayCall({
      id: 'settings',
      endpoint: todayEndpoints.settings,
      order: 70,
      title: { en: 'Settings', fr: 'Paramètres' },
      Intl: AreaIntl,
      useT,
      widgets: { 'settings.failedMails': { title: 'settings.today.failedMails', item: 'settings.today.failedMails.item' } },
    }),
  ],
});
