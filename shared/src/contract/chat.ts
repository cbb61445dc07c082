import { id } from './common';
import { provisionalEndpoint as p } from './provisional';

export const chatEndpoints = {
  getChats: p('GET', 'chat/getChats', 'Direct chats of a user', { query: { userId: id } }),
  getRooms: p('GET', 'chat/getRooms', 'Rooms of a user', { query: { userId: id } }),
  getAllRooms: p('GET', 'chat/getAllRooms', 'Every room'),
  sendEmail: p('POST', 'ticket/sendEmail', 'Send a support ticket by mail'),
};
