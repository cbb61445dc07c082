import { defineContributions, searchEndpoints, todayCall, todayEndpoints } from '@courier/shared';
import { AreaIntl, useT } from './i18n';

/** What this area adds to the shell: its rooms in the search, unread conversations and open tickets on Today (in its own words). */
export default defineContributions({
  search: [{ id: 'chatRooms', label: { en: 'Chat rooms', fr: 'Salons de discussion' }, endpoint: searchEndpoints.chatRooms }],
  today: [
    todayCall({
      id: 'chat',
      endpoint: todayEndpoints.chat,
      order: 60,
      title: { en: 'Chat', fr: 'Chat' },
      Intl: AreaIntl,
      useT,
      widgets: {
        'chat.unread': { title: 'chat.today.unread', item: 'chat.today.unread.item' },
        'chat.openTickets': { title: 'chat.today.openTickets', item: 'chat.today.openTickets.item' },
      },
    }),
  ],
});
