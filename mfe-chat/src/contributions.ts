import { defineContributions, searchEndpoints, todayCall, todayEndpoints } from '@courier/shared';

/** What this area adds to the shell: its rooms in the search, unread conversations on Today. */
export default defineContributions({
  search: [{ id: 'chatRooms', label: { en: 'Chat rooms', fr: 'Salons de discussion' }, endpoint: searchEndpoints.chatRooms }],
  today: [
    todayCall({
      id: 'chat',
      endpoint: todayEndpoints.chat,
      order: 60,
      title: { en: 'Chat', fr: 'Chat' },
      widgets: { 'chat.unread': { en: 'Conversations with unread messages', fr: 'Conversations avec des messages non lus' } },
    }),
  ],
});
