import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { areaRoutes } from '../../http/areaRoutes';
import { registerChatSocket } from './socket';
import { roomMembers } from '../../repositories/chat/roomMembers';
import { addMember, joinRoom, removeMember } from '../../services/chat/roomMembers';
import { addRoom } from '../../services/chat/addRoom';
import { listAllRooms, listRoomsOfUser } from '../../repositories/chat/roomLists';
import { getAttachment, listMessages } from '../../repositories/chat/messages';
import { sendMessage } from '../../services/chat/sendMessage';
import { listChatsOfUser, listChatStaff } from '../../repositories/chat/chats';
import { startChat } from '../../services/chat/startChat';
import { listClientsLight } from '../../repositories/chat/clientsPicker';
import { unreadCounts } from '../../repositories/chat/unread';
import { markRead } from '../../services/chat/markRead';
import { requireConversation } from '../../repositories/chat/access';
import { decodeAttachment, SEND_MESSAGE_BODY_LIMIT } from './attachment';
import { sendEmail } from '../../services/chat/sendEmail';
import { closeTicket } from '../../services/chat/closeTicket';
import { listTickets } from '../../repositories/chat/tickets';

/** Chat area (docs/product.md#chat, #tickets): chat/*, the support ticket, and the socket (socket.ts). */
export default async function chatRoutes(app: FastifyInstance) {
  areaRoutes(app, api.chat, {
    /** POST chat/addMember: the added user's list of conversations changes live. */
    addMember: async ({ body, auth }) => {
      const members = await addMember(app.db, auth().user.id, body);
      await app.realtime.publish({ to: members.staff.map((s) => s.id), event: { type: 'conversations' } });
      return members;
    },
    /** POST chat/addRoom: a client's room; the new members' lists change live. */
    addRoom: async ({ body, auth }) => {
      const userId = auth().user.id;
      const { room, members } = await addRoom(app.db, userId, body);
      await app.realtime.publish({ to: members, event: { type: 'conversations' } });
      return room;
    },
    /** GET chat/getAllRooms: every room, with whether the caller is in it. */
    getAllRooms: ({ query, auth }) => listAllRooms(app.db, auth().user.id, query),
    /** GET chat/getAttachment?messageId: the file of a message of a conversation of the caller. */
    getAttachment: ({ query, auth }) => getAttachment(app.db, auth().user.id, query.messageId),
    /** GET chat/getChats?userId: the caller's direct chats (another user's are a 403). */
    getChats: ({ query, auth }) => listChatsOfUser(app.db, auth().user.id, query),
    /** GET chat/getClientsLight: clients for "new room for a client", with their room if any. */
    getClientsLight: ({ query }) => listClientsLight(app.db, query.search),
    /** GET chat/getMembers?roomId: staff and client users of a room of the caller. */
    getMembers: ({ query, auth }) => roomMembers(app.db, auth().user.id, query.roomId),
    /** GET chat/getMessages: a page of history before a cursor, for a member only. */
    getMessages: ({ query, auth }) => listMessages(app.db, auth().user.id, query),
    /** GET chat/getRooms?userId: the rooms the caller is a member of (another user's are a 403). */
    getRooms: ({ query, auth }) => listRoomsOfUser(app.db, auth().user.id, query),
    /** GET chat/getStaffUsers: active staff with the CHAT role, for pickers. */
    getStaffUsers: ({ query }) => listChatStaff(app.db, query.search),
    /** GET chat/getUnread: the caller's unread counts (the navbar badge polls it). */
    getUnread: ({ auth }) => unreadCounts(app.db, auth().user.id),
    /** POST chat/joinRoom: the caller joins an active room; every member's list changes live (counts, the joiner's new room). */
    joinRoom: async ({ body, auth }) => {
      const { room, members } = await joinRoom(app.db, auth().user.id, body);
      await app.realtime.publish({ to: members, event: { type: 'conversations' } });
      return room;
    },
    /**
     * POST chat/markRead: moves the caller's read mark; the caller's other sockets get the new
     * unread counts, the other members a read receipt.
     */
    markRead: async ({ body, auth }) => {
      const userId = auth().user.id;
      const { conversation, lastReadMessageId } = await markRead(app.db, userId, body);
      const unread = await unreadCounts(app.db, userId);
      await app.realtime.publish({ to: [userId], event: { type: 'unread', unread } });
      await app.realtime.publish({
        to: conversation.userIds.filter((u) => u !== userId),
        event: {
          type: 'read',
          roomId: conversation.kind === 'room' ? conversation.id : null,
          chatId: conversation.kind === 'chat' ? conversation.id : null,
          userId,
          lastReadMessageId,
        },
      });
      return unread;
    },
    /** POST chat/removeMember: the removed user's list changes live; they receive nothing of the room afterwards. */
    removeMember: async ({ body, auth }) => {
      const members = await removeMember(app.db, auth().user.id, body);
      await app.realtime.publish({
        to: [body.userId, ...members.staff.map((s) => s.id)],
        event: { type: 'conversations' },
      });
      return members;
    },
    /**
     * POST chat/sendMessage: stores the message, then pushes it to the members' sockets (every API
     * process). A repeated clientKey answers the first message and pushes nothing. The app's body
     * limit (1 MB) is raised for this route only, for attachments of up to 10 MB. At most
     * CHAT_MESSAGES_PER_USER_PER_MINUTE sends per user (429 beyond, before the body is read).
     */
    sendMessage: {
      handler: async ({ body, auth }) => {
        // An image is decoded only for a member (a non-member's 403 costs no decode).
        if (body.attachment) await requireConversation(app.db, auth().user.id, body);
        const attachment = body.attachment ? await decodeAttachment(body.attachment) : null;
        const { message, created, recipients } = await sendMessage(app.db, auth().user, body, attachment);
        if (created) await app.realtime.publish({ to: recipients, event: { type: 'message', message } });
        return message;
      },
      options: {
        bodyLimit: SEND_MESSAGE_BODY_LIMIT,
        rateLimitPerUser: {
          max: app.config.rateLimit.chatMessagesPerUserPerMinute,
          windowMs: 60_000,
          tooMany: 'You are sending messages too fast',
        },
      },
    },
    /** POST chat/startChat: the direct chat with a staff user (made once). */
    startChat: async ({ body, auth }) => {
      const { chat, created } = await startChat(app.db, auth().user.id, body);
      if (created) await app.realtime.publish({ to: [body.userId], event: { type: 'conversations' } });
      return chat;
    },
    /**
     * POST ticket/sendEmail: a support ticket queued in the outbox (mail_outbox, sent after commit
     * by mail/sender.ts) to the support address of the deployment (SUPPORT_EMAIL) and nowhere
     * else, stored in `tickets`, recorded as a client event when it is about a client (given, or
     * the room's) and as an admin event. Each user may send `ticketsPerUserPerHour` an hour (429).
     */
    sendEmail: {
      handler: ({ body, auth }) =>
        sendEmail(app.db, {
          caller: auth().user.id,
          body,
          to: app.config.supportEmail,
          send: (tx, mail) => app.mailer.queue(mail, tx),
        }),
      options: {
        rateLimitPerUser: {
          max: app.config.rateLimit.ticketsPerUserPerHour,
          windowMs: 60 * 60_000,
          tooMany: 'Too many tickets sent from your account this hour',
        },
      },
    },
    /** GET ticket/getTickets: the support tickets, open by default, newest first, a page at a time. */
    getTickets: ({ query }) => listTickets(app.db, query),
    /** POST ticket/closeTicket: a ticket marked done at its version (409 when stale or already done). */
    closeTicket: ({ body, auth }) => closeTicket(app.db, auth().user.id, body),
    /** GET chat/socket: the WebSocket of live chat (socket.ts). */
    socket: { register: registerChatSocket },
  });
}
