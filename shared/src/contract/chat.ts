import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  activityStatus,
  activityStatusFilter,
  id,
  isoDateTime,
  multiLine,
  optionalId,
  pageSize,
  singleLine,
  version,
} from './common';
import { ticketEndpoints } from './tickets';

/**
 * Chat and tickets (docs/product.md#chat; the tickets' list and state: tickets.ts). Every answer is `{data: <response>}`.
 *
 * - A conversation is a room (a client's group chat, whose members include the client's cfr
 *   users, or an internal room) or a direct chat (a staff user with another staff user or a
 *   cfr user). Staff read and write only the rooms they are members of and their own chats:
 *   another's is a 403, an unknown one a 404.
 * - Messages are paged backwards by cursor: `before` is the id of the oldest message shown;
 *   the answer is in ascending id order with `nextBefore` for the next (older) page.
 * - New messages, read receipts and unread counts are also pushed over the WebSocket
 *   `chat/socket` (see `ChatSocketEvent`); after a dropped connection the client reopens it with
 *   `since=<last message id>` and receives exactly what it missed.
 * - Unread: the messages of a conversation that others sent after the reader's read mark.
 */

/** The longest message text, in characters. */
export const MESSAGE_MAX_LENGTH = 4000;
/** The largest attachment, in bytes (checked by content on the server). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Attachment types accepted, recognised by their content (magic bytes), never by the name. */
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;
/** Messages per history page by default and at most. */
export const MESSAGES_PAGE_SIZE = 50;
export const conversationKind = z.enum(['room', 'chat']);
export type ConversationKind = z.infer<typeof conversationKind>;

/** A person of a conversation: a staff user or a client's (cfr) user. */
export const chatPerson = z.object({
  kind: z.enum(['staff', 'cfr']),
  id: z.number().int(),
  name: z.string(),
});
export type ChatPerson = z.infer<typeof chatPerson>;

export const chatAttachment = z.object({
  name: z.string(),
  mime: z.enum(ATTACHMENT_TYPES),
  size: z.number().int(),
});
export type ChatAttachment = z.infer<typeof chatAttachment>;

export const chatMessage = z.object({
  id: z.number().int(),
  roomId: z.number().int().nullable(),
  chatId: z.number().int().nullable(),
  sender: chatPerson.nullable(),
  body: z.string(),
  sentAt: isoDateTime,
  attachment: chatAttachment.nullable(),
  /** The sender's own key of the message (sent again after a lost answer: no duplicate). */
  clientKey: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

const lastMessage = z.object({ id: z.number().int(), body: z.string(), sentAt: isoDateTime, senderName: z.string().nullable() });

export const roomRow = z.object({
  id: z.number().int(),
  name: z.string(),
  client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  activityStatus,
  /** Staff members. */
  memberCount: z.number().int(),
  /** The client's users in the room. */
  cfrUserCount: z.number().int(),
  isMember: z.boolean(),
  /** Messages of others after the caller's read mark (0 when not a member). */
  unread: z.number().int(),
  /** Null when the caller is not a member: nothing of a conversation reaches a non-member. */
  lastMessage: lastMessage.nullable(),
  version: z.number().int(),
});
export type RoomRow = z.infer<typeof roomRow>;

export const chatRow = z.object({
  id: z.number().int(),
  /** The other side of the direct chat. */
  other: chatPerson.extend({ clientName: z.string().nullable() }),
  unread: z.number().int(),
  lastMessage: lastMessage.nullable(),
});
export type ChatRow = z.infer<typeof chatRow>;

export const roomMembers = z.object({
  room: z.object({ id: z.number().int(), name: z.string(), version: z.number().int() }),
  staff: z.array(z.object({ id: z.number().int(), name: z.string(), joinedAt: isoDateTime })),
  cfrUsers: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type RoomMembers = z.infer<typeof roomMembers>;

/** Exactly one of roomId / chatId names the conversation. */
const conversationRef = { roomId: optionalId, chatId: optionalId };
function oneConversation(v: { roomId?: number; chatId?: number }, ctx: z.RefinementCtx) {
  if ((v.roomId === undefined) === (v.chatId === undefined))
    ctx.addIssue({ code: 'custom', path: ['roomId'], message: 'Give either roomId or chatId' });
}

export const messagesPage = z.object({
  items: z.array(chatMessage),
  /** Pass as `before` for the older page; null when this page reaches the first message. */
  nextBefore: z.number().int().nullable(),
});

export const unreadCounts = z.object({
  total: z.number().int(),
  rooms: z.array(z.object({ roomId: z.number().int(), unread: z.number().int() })),
  chats: z.array(z.object({ chatId: z.number().int(), unread: z.number().int() })),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

/**
 * What the socket pushes (JSON text frames). `hello` first (with the catch-up since the
 * asked id already sent as `message` events before it), then live events.
 */
export const chatSocketEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), userId: z.number().int(), lastMessageId: z.number().int().nullable(), unread: unreadCounts }),
  z.object({ type: z.literal('message'), message: chatMessage }),
  z.object({
    type: z.literal('read'),
    roomId: z.number().int().nullable(),
    chatId: z.number().int().nullable(),
    userId: z.number().int(),
    lastReadMessageId: z.number().int(),
  }),
  z.object({ type: z.literal('unread'), unread: unreadCounts }),
  /** The caller's list of conversations changed (added to a room, a new chat): read it again. */
  z.object({ type: z.literal('conversations') }),
  /** More was missed than the catch-up sends: read the lists and the open conversation again. */
  z.object({ type: z.literal('resync') }),
]);
export type ChatSocketEvent = z.infer<typeof chatSocketEvent>;

const messageText = multiLine(MESSAGE_MAX_LENGTH, 0);

export const sendMessageBody = z
  .object({
    ...conversationRef,
    text: messageText.default(''),
    /** Any key unique to the sender (a UUID): a second send with the same key answers the first message. */
    clientKey: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _')
      .optional(),
    attachment: z
      .object({
        name: singleLine(200),
        /** A data URL or bare base64; the content decides the type. */
        data: z
          .string()
          .min(1, 'Required')
          .max(14_500_000)
          .regex(/^(data:[\w.+/-]*(;[\w.+=-]+)*;base64,)?[A-Za-z0-9+/=_-]*$/, 'Not base64'),
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    oneConversation(v, ctx);
    if (!v.text && !v.attachment) ctx.addIssue({ code: 'custom', path: ['text'], message: 'Write a message or attach a file' });
  });
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const sendEmailBody = z.object({
  subject: singleLine(200),
  body: multiLine(10_000),
  clientId: optionalId,
  roomId: optionalId,
  // No recipient: a ticket goes to the deployment's support address only (an unknown field such as `to` is a 400).
});
export type SendEmailBody = z.input<typeof sendEmailBody>;

const lightRow = z.object({ id: z.number().int(), name: z.string() });

export const chatEndpoints = {
  getChats: endpoint({
    method: 'GET',
    path: 'chat/getChats',
    summary: 'Direct chats of a user (only your own: another userId is a 403), last message first, with unread counts',
    query: z.object({ userId: id }),
    response: z.array(chatRow),
  }),
  getRooms: endpoint({
    method: 'GET',
    path: 'chat/getRooms',
    summary: 'Rooms a user is a member of (only your own: another userId is a 403), last message first, with unread counts',
    query: z.object({ userId: id }),
    response: z.array(roomRow),
  }),
  getAllRooms: endpoint({
    method: 'GET',
    path: 'chat/getAllRooms',
    summary:
      'Every room (active by default), with whether the caller is a member; search on the room and client names; roomId for one room (whatever its status, for the page that offers to join it). A room you are not a member of comes without its last message or unread count, after your own rooms, by name',
    query: z.object({
      activityStatus: activityStatusFilter,
      search: z.string().trim().max(100).optional(),
      roomId: optionalId,
    }),
    response: z.array(roomRow),
  }),
  getMessages: endpoint({
    method: 'GET',
    path: 'chat/getMessages',
    summary: `Messages of a room or chat, newest page first, paged backwards by cursor (before = the oldest id shown); ${MESSAGES_PAGE_SIZE} by default. 403 when not yours`,
    query: z
      .object({ ...conversationRef, before: optionalId, limit: pageSize(MESSAGES_PAGE_SIZE, 200) })
      .superRefine(oneConversation),
    response: messagesPage,
  }),
  sendMessage: endpoint({
    method: 'POST',
    path: 'chat/sendMessage',
    summary: `Send a message to a room or chat you belong to: text up to ${MESSAGE_MAX_LENGTH} characters and/or one attachment (PNG, JPEG, GIF, WebP or PDF up to 10 MB, checked by content). Delivered live to the members' sockets`,
    body: sendMessageBody,
    response: chatMessage,
  }),
  getAttachment: endpoint({
    method: 'GET',
    path: 'chat/getAttachment',
    summary: 'The attachment of a message of a conversation you belong to, as a data URL',
    query: z.object({ messageId: id }),
    response: chatAttachment.extend({ dataUrl: z.string() }),
  }),
  markRead: endpoint({
    method: 'POST',
    path: 'chat/markRead',
    summary: 'Move your read mark of a room or chat up to a message (never back); answers your unread counts',
    body: z.object({ ...conversationRef, messageId: id }).superRefine(oneConversation),
    response: unreadCounts,
  }),
  getUnread: endpoint({
    method: 'GET',
    path: 'chat/getUnread',
    summary: 'Your unread counts: total, per room and per chat (the navbar badge)',
    response: unreadCounts,
  }),
  addRoom: endpoint({
    method: 'POST',
    path: 'chat/addRoom',
    summary:
      "Create the room of a client: its active cfr users and you become members, plus the staff in memberIds. One active room per client (409 otherwise)",
    body: z.object({
      clientId: id,
      name: singleLine(100).optional(),
      memberIds: z.array(id).max(100).optional(),
    }),
    response: roomRow,
  }),
  getMembers: endpoint({
    method: 'GET',
    path: 'chat/getMembers',
    summary: 'Staff members and client users of a room you belong to',
    query: z.object({ roomId: id }),
    response: roomMembers,
  }),
  addMember: endpoint({
    method: 'POST',
    path: 'chat/addMember',
    summary: "Add a staff user with the CHAT role to a room you belong to (the room's version; 409 when stale or already a member)",
    body: z.object({ roomId: id, userId: id, version }),
    response: roomMembers,
  }),
  joinRoom: endpoint({
    method: 'POST',
    path: 'chat/joinRoom',
    summary:
      "Join an active room you are not in, yourself (the room's version; 409 when stale, already a member or the room is inactive). You start with its history read; the members' lists change live",
    body: z.object({ roomId: id, version }),
    response: roomRow,
  }),
  removeMember: endpoint({
    method: 'POST',
    path: 'chat/removeMember',
    summary: "Remove a staff member (yourself included) from a room you belong to (the room's version; 409 when stale)",
    body: z.object({ roomId: id, userId: id, version }),
    response: roomMembers,
  }),
  startChat: endpoint({
    method: 'POST',
    path: 'chat/startChat',
    summary: 'Open the direct chat with a staff user who has the CHAT role (the existing one if any)',
    body: z.object({ userId: id }),
    response: chatRow,
  }),
  getStaffUsers: endpoint({
    method: 'GET',
    path: 'chat/getStaffUsers',
    summary: 'Active staff users with the CHAT role, for the members and direct-chat pickers; search on the name only (never the login)',
    query: z.object({ search: z.string().trim().max(100).optional() }),
    response: z.array(lightRow),
  }),
  getClientsLight: endpoint({
    method: 'GET',
    path: 'chat/getClientsLight',
    summary: 'Clients by name or business code (at most 50), with the id of their active room if any, for "new room for a client"',
    query: z.object({ search: z.string().trim().max(100).optional() }),
    response: z.array(lightRow.extend({ businessCode: z.string(), roomId: z.number().int().nullable() })),
  }),
  socket: endpoint({
    method: 'GET',
    path: 'chat/socket',
    summary:
      'The WebSocket of live chat (open it as a WebSocket; a plain GET is a 400). Authenticated like every call (Authorization header, or the subprotocols ["bearer", <token>] from a browser); since = the last message id you hold, to receive what you missed. Pushes ChatSocketEvent frames',
    query: z.object({ since: z.coerce.number().int().min(0).max(2_147_483_647).optional() }),
    response: z.null(),
  }),
  sendEmail: endpoint({
    method: 'POST',
    path: 'ticket/sendEmail',
    summary:
      'Send a support ticket by mail to the support address the deployment sets (never an address of the caller\'s choosing; a `to` field is a 400), optionally about a client and/or a room you belong to; recorded as a ticket, a client event and an admin event. Rate limited per user (429)',
    body: sendEmailBody,
    response: z.object({ ticketId: z.number().int(), outboxId: z.number().int(), to: z.array(z.string()), sentAt: isoDateTime }),
  }),
  ...ticketEndpoints,
};
