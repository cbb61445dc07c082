import type { FastifyInstance } from 'fastify';
import getChats from './getChats';
import getRooms from './getRooms';
import getAllRooms from './getAllRooms';
import getMessages from './getMessages';
import sendMessage from './sendMessage';
import getAttachment from './getAttachment';
import markRead from './markRead';
import getUnread from './getUnread';
import addRoom from './addRoom';
import getMembers from './getMembers';
import addMember from './addMember';
import joinRoom from './joinRoom';
import removeMember from './removeMember';
import startChat from './startChat';
import getStaffUsers from './getStaffUsers';
import getClientsLight from './getClientsLight';
import socket from './socket';

/** Chat area (docs/product.md#chat): chat/*, one file per call, and the socket. */
export default async function chatRoutes(app: FastifyInstance) {
  for (const register of [
    getChats,
    getRooms,
    getAllRooms,
    getMessages,
    sendMessage,
    getAttachment,
    markRead,
    getUnread,
    addRoom,
    getMembers,
    addMember,
    joinRoom,
    removeMember,
    startChat,
    getStaffUsers,
    getClientsLight,
    socket,
  ]) {
    register(app);
  }
}
