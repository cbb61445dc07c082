import type { OpenedDatabase } from '../../src/db/database';
import { DEMO_PASSWORD } from '../../src/db/seed/accounts';
import { DEMO_TOTP_SECRET, totpCode } from '../../src/auth/totp';
import { openTestDatabase } from '../helpers/testDb';
import { startApiProcesses } from '../helpers/apiProcesses';
import { openSocket, type TestSocket } from '../routes/chat/socketClient';

/**
 * The chat when the API is scaled out. Two real API processes (`src/server.ts` on two
 * ports) on one PostgreSQL deliver to each other's sockets through LISTEN/NOTIFY, and a socket
 * that reconnects to the OTHER process with `since` gets exactly what it missed. PostgreSQL
 * only (DATABASE_URL): runs in the CI's PostgreSQL stage.
 */
const serverUrl = process.env.DATABASE_URL;
const onServer = serverUrl ? describe : describe.skip;

onServer('chat across two API processes on one PostgreSQL', () => {
  let direct: OpenedDatabase & { databaseUrl?: string };
  let origins: string[] = [];
  let stop = async () => {};
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    direct = await openTestDatabase();
    ({ origins, stop } = await startApiProcesses(direct.databaseUrl!));
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) await s.close();
    await stop();
    await direct?.close();
  });

  const call = async <T>(origin: string, method: string, path: string, token?: string, body?: object): Promise<{ status: number; data: T }> => {
    const res = await fetch(`${origin}/api/${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json()) as { data: T };
    return { status: res.status, data: json.data };
  };

  async function signIn(origin: string, login: string): Promise<string> {
    const first = await call<{ token: string }>(origin, 'POST', 'auth/login', undefined, { login, password: DEMO_PASSWORD });
    await direct.db.updateTable('staff_users').set({ totp_last_step: null }).where('login', '=', login).execute();
    const second = await call<{ token: string }>(origin, 'POST', 'auth/double_auth', first.data.token, { code: await totpCode(DEMO_TOTP_SECRET) });
    expect(second.status).toBe(200);
    return second.data.token;
  }

  async function connect(origin: string, token: string, since?: number) {
    const s = await openSocket(origin, token, since === undefined ? {} : { since });
    sockets.push(s);
    return s;
  }

  test('a message sent through one process reaches the sockets of the other, both ways; a reconnection to the other process catches up', async () => {
    const [a, b] = origins as [string, string];
    const chatToken = await signIn(a, 'chat');
    const adminToken = await signIn(b, 'admin');
    const admin = await direct.db.selectFrom('staff_users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const opened = await call<{ id: number }>(a, 'POST', 'chat/startChat', chatToken, { userId: admin.id });
    expect(opened.status).toBe(200);
    const chatId = opened.data.id;

    const chatOnA = await connect(a, chatToken);
    const adminOnB = await connect(b, adminToken);
    await chatOnA.next('hello');
    await adminOnB.next('hello');

    const fromA = await call<{ id: number }>(a, 'POST', 'chat/sendMessage', chatToken, { chatId, text: 'sent through A' });
    expect(fromA.status).toBe(200);
    expect((await adminOnB.next('message')).message).toMatchObject({ id: fromA.data.id, body: 'sent through A', chatId });
    // The sender's own socket on A gets it too (every process delivers what it hears, its own included).
    expect((await chatOnA.next('message')).message.id).toBe(fromA.data.id);

    const fromB = await call<{ id: number }>(b, 'POST', 'chat/sendMessage', adminToken, { chatId, text: 'sent through B' });
    expect((await chatOnA.next('message')).message).toMatchObject({ id: fromB.data.id, body: 'sent through B' });

    // chat drops its socket on A; admin writes twice through B; chat comes back on B with since.
    await chatOnA.close();
    const missed: number[] = [];
    for (const text of ['missed 1', 'missed 2']) missed.push((await call<{ id: number }>(b, 'POST', 'chat/sendMessage', adminToken, { chatId, text })).data.id);
    const chatOnB = await connect(b, chatToken, fromB.data.id);
    await chatOnB.next('hello');
    expect(chatOnB.events.filter((e) => e.type === 'message').map((e) => (e.type === 'message' ? e.message.id : 0))).toEqual(missed);

    // A read on B: the receipt reaches admin's socket (B), the counts chat's socket (B).
    const read = await call(b, 'POST', 'chat/markRead', chatToken, { chatId, messageId: missed[1] });
    expect(read.status).toBe(200);
    expect(await adminOnB.next('read')).toMatchObject({ chatId, lastReadMessageId: missed[1] });
  }, 60_000);

  test('a message of a room one is not in reaches no socket of one on the other process, whether it travels whole or as its id', async () => {
    const [a, b] = origins as [string, string];
    const chatToken = await signIn(a, 'chat');
    const adminToken = await signIn(b, 'admin');
    const chat = await direct.db.selectFrom('staff_users').select('id').where('login', '=', 'chat').executeTakeFirstOrThrow();
    const admin = await direct.db.selectFrom('staff_users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    // An internal room of admin alone (this database has no clients to give a room to).
    const room = { data: await direct.db.insertInto('rooms').values({ name: 'Admins only', client_id: null, created_by: admin.id }).returning('id').executeTakeFirstOrThrow() };
    await direct.db.insertInto('room_members').values({ room_id: room.data.id, user_id: admin.id }).execute();
    const chatId = (await call<{ id: number }>(b, 'POST', 'chat/startChat', adminToken, { userId: chat.id })).data.id;

    const chatOnA = await connect(a, chatToken);
    const adminOnA = await connect(a, adminToken);
    await chatOnA.next('hello');
    await adminOnA.next('hello');
    // A short message travels whole in the notification; a long one (4,000 three-byte characters) as its id, read again on A.
    const short = await call<{ id: number }>(b, 'POST', 'chat/sendMessage', adminToken, { roomId: room.data.id, text: 'admins only' });
    const long = await call<{ id: number }>(b, 'POST', 'chat/sendMessage', adminToken, { roomId: room.data.id, text: '€'.repeat(4000) });
    expect([short.status, long.status]).toEqual([200, 200]);
    const marker = await call<{ id: number }>(b, 'POST', 'chat/sendMessage', adminToken, { chatId, text: 'for chat' });
    // The member's socket on A gets both; chat's gets the marker, sent last, and nothing before it.
    expect((await adminOnA.next('message')).message.id).toBe(short.data.id);
    expect((await adminOnA.next('message')).message.id).toBe(long.data.id);
    await chatOnA.next('message', (e) => e.message.id === marker.data.id);
    expect(chatOnA.events.map((e) => e.type)).toEqual(['hello', 'message']);
  }, 60_000);

  test('history pages, chats and unread counts show a message sent through the other or written straight to the database at once', async () => {
    const [a, b] = origins as [string, string];
    const chatToken = await signIn(a, 'chat');
    const adminToken = await signIn(b, 'admin');
    const chat = await direct.db.selectFrom('staff_users').select('id').where('login', '=', 'chat').executeTakeFirstOrThrow();
    const admin = await direct.db.selectFrom('staff_users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const chatId = (await call<{ id: number }>(a, 'POST', 'chat/startChat', chatToken, { userId: admin.id })).data.id;
    type Page = { items: { id: number; body: string }[]; nextBefore: number | null };
    const newest = async (origin: string, token: string) =>
      (await call<Page>(origin, 'GET', `chat/getMessages?chatId=${chatId}`, token)).data.items.at(-1);
    // Both processes hold the chat's newest page and the lists.
    await newest(a, chatToken);
    await newest(b, adminToken);
    const unreadBefore = (await call<{ total: number }>(a, 'GET', 'chat/getUnread', chatToken)).data.total;

    const fromB = await call<{ id: number }>(b, 'POST', 'chat/sendMessage', adminToken, { chatId, text: 'held: through B' });
    expect(fromB.status).toBe(200);
    expect(await newest(a, chatToken)).toMatchObject({ id: fromB.data.id, body: 'held: through B' });
    expect((await call<{ total: number }>(a, 'GET', 'chat/getUnread', chatToken)).data.total).toBe(unreadBefore + 1);
    const chats = (await call<{ id: number; lastMessage: { id: number } | null }[]>(a, 'GET', `chat/getChats?userId=${chat.id}`, chatToken)).data;
    expect(chats.find((c) => c.id === chatId)?.lastMessage?.id).toBe(fromB.data.id);

    const straight = await direct.db
      .insertInto('messages')
      .values({ chat_id: chatId, sender_user_id: admin.id, body: 'held: straight to the database' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await newest(a, chatToken)).toMatchObject({ id: straight.id, body: 'held: straight to the database' });
    expect(await newest(b, adminToken)).toMatchObject({ id: straight.id });
  }, 60_000);
});
