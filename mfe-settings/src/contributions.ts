import { defineContributions, todayCall, todayEndpoints } from '@courier/shared';

/** What this area adds to the shell: the outbox's failed mails on Today. */
export default defineContributions({
  today: [
    todayCall({
      id: 'settings',
      endpoint: todayEndpoints.settings,
      order: 70,
      title: { en: 'Settings', fr: 'Paramètres' },
      widgets: { 'settings.failedMails': { en: 'Mails that failed', fr: 'Mails en échec' } },
    }),
  ],
});
