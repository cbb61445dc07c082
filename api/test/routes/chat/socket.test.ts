import { api } from '@courier/shared/contract';
import { DEMO_PASSWORD } from '../../../src/db/seed/accounts';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { clientWithoutRoom, staffId } from './fixtures';
import { openSocket, type TestSocket } from './socketClient';

/**
 * The chat socket (chat/socket, docs/product.md#chat): the session rules of every call, only
 * the events of one's own conversations, and a reconnection with `since` that brings exactly
 * what was missed.
 */
let t: TestApp;
let base: string;
let chat: SignedIn;
let admin: SignedIn;
let chatId: number;
let adminId: number;
/** chat and admin are members. */
let sharedRoom: number;
/** Only admin is a member. */
let adminRoom: number;
const open: TestSocket[] = [];

async function connect(token: string | undefined, options: { since?: number; asProtocol?: boolean } = {}) {
  const s = await openSocket(base, token, options);
  open.push(s);
  return s;
}

beforeAll(async () => {
  t = await seededTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  chat = await t.injectAs('chat');
  admin = await t.injectAs('admin');
  chatId = await staffId(t.db, 'chat');
  adminId = await staffId(t.db, 'admin');
  sharedRoom = (await chat.post(api.chat.addRoom, { clientId: (await clientWithoutRoom(t.db)).id, memberIds: [adminId] })).body.data.id;
  adminRoom = (await admin.post(api.chat.addRoom, { clientId: (await clientWithoutRoom(t.db)).id })).body.data.id;
}, 60_000);
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});
afterAll(() => t.close());

const say = (who: SignedIn, roomId: number, text: string) =>
  who.post(api.chat.sendMessage, { roomId, text }).then((r) => {
    expect(r.status).toBe(200);
    return r.body.data;
  });

describe('who may open it', () => {
  test('no token: 401; a pending session: 401; a user without the CHAT role: 403', async () => {
    await expect(openSocket(base, undefined)).rejects.toThrow('Unexpected server response: 401');
    const pending = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'chat', password: DEMO_PASSWORD } });
    expect(pending.json().data.status).toBe('pending');
    await expect(openSocket(base, pending.json().data.token)).rejects.toThrow('Unexpected server response: 401');
    const workers = await t.loginAs('workers');
    await expect(openSocket(base, workers.token)).rejects.toThrow('Unexpected server response: 403');
    await expect(openSocket(base, 'x'.repeat(43))).rejects.toThrow('Unexpected server response: 401');
  });

  test('a browser offers the token as subprotocols; the server answers "bearer" and never echoes the token', async () => {
    const s = await connect(chat.token, { asProtocol: true });
    expect(s.ws.protocol).toBe('bearer');
    const hello = await s.next('hello');
    expect(hello.userId).toBe(chatId);
  });

  test('a logout closes the open socket at the next session check (4401)', async () => {
    const session = await t.loginAs('chat');
    const s = await connect(session.token);
    await s.next('hello');
    expect((await session.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    await t.app.realtime.recheckSessions();
    expect((await s.closed).code).toBe(4401);
  });

  test('a role taken away closes it too (4403)', async () => {
    const s = await connect(chat.token);
    await s.next('hello');
    const before = await t.db.selectFrom('staff_users').select('roles').where('id', '=', chatId).executeTakeFirstOrThrow();
    await t.db.updateTable('staff_users').set({ roles: ['WORKERS'] }).where('id', '=', chatId).execute();
    try {
      await t.app.realtime.recheckSessions();
      expect((await s.closed).code).toBe(4403);
    } finally {
      await t.db.updateTable('staff_users').set({ roles: before.roles }).where('id', '=', chatId).execute();
    }
  });
});

describe('what it delivers', () => {
  test('hello with the unread counts and the newest message id', async () => {
    const expected = (await chat.get(api.chat.getUnread)).body.data;
    const s = await connect(chat.token);
    const hello = await s.next('hello');
    expect(hello.unread).toEqual(expected);
    const newest = await t.db
      .selectFrom('messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .where((eb) =>
        eb.or([
          eb('room_id', 'in', eb.selectFrom('room_members').select('room_id').where('user_id', '=', chatId)),
          eb('chat_id', 'in', eb.selectFrom('chats').select('id').where((w) => w.or([w('user_id', '=', chatId), w('other_user_id', '=', chatId)]))),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(hello.lastMessageId).toBe(newest.id);
  });

  test('members receive a new message live, the sender’s other tabs too; a non-member receives nothing of that room', async () => {
    const chatSocket = await connect(chat.token);
    const adminSocket = await connect(admin.token);
    await chatSocket.next('hello');
    await adminSocket.next('hello');

    const secret = await say(admin, adminRoom, 'admins only');
    const hello = await say(admin, sharedRoom, 'hello both');
    const got = await chatSocket.next('message');
    // The first message event chat receives is the shared one: the other room's never came.
    expect(got.message).toMatchObject({ id: hello.id, body: 'hello both', roomId: sharedRoom, sender: { id: adminId } });
    expect((await adminSocket.next('message')).message.id).toBe(secret.id);
    expect((await adminSocket.next('message')).message.id).toBe(hello.id);
    // Once more, to be sure nothing of adminRoom arrived between: the socket saw exactly one message.
    const last = await say(chat, sharedRoom, 'answer');
    expect((await chatSocket.next('message')).message.id).toBe(last.id);
    expect(chatSocket.events.filter((e) => e.type === 'message').map((e) => (e.type === 'message' ? e.message.id : 0))).toEqual([hello.id, last.id]);
  });

  test('mark as read: the reader’s sockets get the new counts, the other members a read receipt', async () => {
    const chatSocket = await connect(chat.token);
    const adminSocket = await connect(admin.token);
    await chatSocket.next('hello');
    await adminSocket.next('hello');
    const m = await say(admin, sharedRoom, 'read me');
    await chatSocket.next('message', (e) => e.message.id === m.id);
    const res = await chat.post(api.chat.markRead, { roomId: sharedRoom, messageId: m.id });
    const unread = await chatSocket.next('unread');
    expect(unread.unread).toEqual(res.body.data);
    expect(unread.unread.rooms.find((r) => r.roomId === sharedRoom)).toBeUndefined();
    const receipt = await adminSocket.next('read');
    expect(receipt).toEqual({ type: 'read', roomId: sharedRoom, chatId: null, userId: chatId, lastReadMessageId: m.id });
  });

  test('a member removed receives nothing more of the room; added again, the list changes live', async () => {
    const adminSocket = await connect(admin.token);
    await adminSocket.next('hello');
    const members = (await chat.get(api.chat.getMembers, { roomId: sharedRoom })).body.data;
    const removed = await chat.post(api.chat.removeMember, { roomId: sharedRoom, userId: adminId, version: members.room.version });
    expect(removed.status).toBe(200);
    await adminSocket.next('conversations');
    await say(chat, sharedRoom, 'admin is gone');
    const mine = await say(admin, adminRoom, 'still here');
    expect((await adminSocket.next('message')).message.id).toBe(mine.id);
    await chat.post(api.chat.addMember, { roomId: sharedRoom, userId: adminId, version: members.room.version + 1 });
    await adminSocket.next('conversations');
  });
});

describe('nothing of a room one is not in', () => {
  test('no message, read count or receipt of it, live or caught up, not even its newest id; its member’s socket has them', async () => {
    const start = (await say(chat, sharedRoom, 'before the secrets')).id;
    const chatSocket = await connect(chat.token);
    const adminSocket = await connect(admin.token);
    expect((await chatSocket.next('hello')).unread.rooms.map((r) => r.roomId)).not.toContain(adminRoom);
    await adminSocket.next('hello');

    const secret = await say(admin, adminRoom, 'admins only, live');
    expect((await admin.post(api.chat.markRead, { roomId: adminRoom, messageId: secret.id })).status).toBe(200);
    const marker = await say(admin, sharedRoom, 'for both');
    const after = await say(admin, adminRoom, 'admins only, after');

    // The member: the message and the read counts of the room.
    expect((await adminSocket.next('message', (e) => e.message.id === secret.id)).message.body).toBe('admins only, live');
    await adminSocket.next('unread');
    await adminSocket.next('message', (e) => e.message.id === after.id);
    // The non-member: the shared room's message only (the last one sent; it arrived, so the others would have).
    await chatSocket.next('message', (e) => e.message.id === marker.id);
    const flush = await say(chat, sharedRoom, 'flush');
    await chatSocket.next('message', (e) => e.message.id === flush.id);
    const seen = JSON.stringify(chatSocket.events);
    expect(seen).not.toContain('admins only');
    expect(chatSocket.events.filter((e) => (e.type === 'message' ? e.message.roomId === adminRoom : 'roomId' in e && e.roomId === adminRoom))).toEqual([]);
    expect(chatSocket.events.map((e) => e.type)).toEqual(['hello', 'message', 'message']);

    // Caught up from before: the shared room's messages only, and the newest id it may know of.
    const last = await say(admin, adminRoom, 'admins only, last');
    const again = await connect(chat.token, { since: start });
    const hello = await again.next('hello');
    const caughtUp = again.events.filter((e) => e.type === 'message').map((e) => (e.type === 'message' ? e.message.roomId : 0));
    expect(caughtUp.length).toBe(2);
    expect(caughtUp.every((roomId) => roomId === sharedRoom)).toBe(true);
    expect(JSON.stringify(again.events)).not.toContain('admins only');
    expect(hello.lastMessageId).toBe(flush.id);
    expect(last.id).toBeGreaterThan(flush.id);
  });
});

describe('reconnection', () => {
  test('since = the last id held: exactly the missed messages, in order, before hello; then live ones, none twice', async () => {
    const first = await connect(chat.token);
    await first.next('hello');
    const seen = await say(admin, sharedRoom, 'before the drop');
    expect((await first.next('message')).message.id).toBe(seen.id);
    await first.close();

    const missed = [];
    for (const text of ['missed 1', 'missed 2', 'missed 3']) missed.push((await say(admin, sharedRoom, text)).id);
    // Not for chat: must not be in the catch-up.
    await say(admin, adminRoom, 'not yours');

    const again = await connect(chat.token, { since: seen.id });
    const hello = await again.next('hello');
    const caughtUp = again.events.filter((e) => e.type === 'message').map((e) => (e.type === 'message' ? e.message.id : 0));
    expect(caughtUp).toEqual(missed);
    expect(again.events.indexOf(hello)).toBe(3);
    expect(hello.lastMessageId).toBe(missed[2]);

    const live = await say(admin, sharedRoom, 'live again');
    await again.next('message', (e) => e.message.id === live.id);
    const all = again.events.filter((e) => e.type === 'message').map((e) => (e.type === 'message' ? e.message.id : 0));
    expect(all).toEqual([...missed, live.id]);
  });

  test('since with nothing missed: hello only; a bad since: 400 before the upgrade', async () => {
    const newest = (await say(chat, sharedRoom, 'newest')).id;
    const s = await connect(chat.token, { since: newest });
    await s.next('hello');
    expect(s.events.map((e) => e.type)).toEqual(['hello']);
    await expect(openSocket(`${base}`, chat.token, { since: -1 })).rejects.toThrow('Unexpected server response: 400');
  });
});
