import { api } from '@courier/shared/contract';
import { seededTestApp, testConfig, type SignedIn, type TestApp } from '../../helpers/testApp';
import { clientWithoutRoom, staffId } from './fixtures';
import { openSocket, type TestSocket } from './socketClient';

/**
 * What one account may take of the chat: CHAT_MESSAGES_PER_USER_PER_MINUTE sends (counted per
 * user in the database, whatever the address), CHAT_SOCKETS_PER_USER open sockets (a further
 * one closed with 4429). Both set low here.
 */
const PER_MINUTE = 3;
const SOCKETS = 2;
let t: TestApp;
let base: string;
let chatHome: SignedIn;
let chatAway: SignedIn;
let admin: SignedIn;
let chatId: number;
let roomId: number;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await seededTestApp({
    rateLimit: { ...testConfig().rateLimit, chatMessagesPerUserPerMinute: PER_MINUTE, chatSocketsPerUser: SOCKETS },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The same user signed in twice, from two addresses; admin from the first one.
  chatHome = await t.injectAs('chat', { ip: '10.40.0.1' });
  chatAway = await t.injectAs('chat', { ip: '10.40.0.2' });
  admin = await t.injectAs('admin', { ip: '10.40.0.1' });
  chatId = await staffId(t.db, 'chat');
  const room = await chatHome.post(api.chat.addRoom, { clientId: (await clientWithoutRoom(t.db)).id, memberIds: [await staffId(t.db, 'admin')] });
  expect(room.status).toBe(200);
  roomId = room.body.data.id;
}, 60_000);
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});
afterAll(() => t.close());

describe('sends per user per minute', () => {
  test('beyond the limit: 429 in the error envelope, for that user from any address, before the body is even read', async () => {
    // The counters are per fixed minute: start early in one, so every send falls in it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 50));
    for (let i = 1; i <= PER_MINUTE; i++) {
      const sent = await (i % 2 ? chatHome : chatAway).post(api.chat.sendMessage, { roomId, text: `burst ${i}` });
      expect(sent.status).toBe(200);
    }
    const refused = await chatAway.inject({ method: 'POST', url: '/api/chat/sendMessage', payload: { roomId, text: 'one too many' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^You are sending messages too fast; try again in \d+ s\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await chatHome.post(api.chat.sendMessage, { roomId, text: 'from home' })).status).toBe(429);
    // A body that would be a 400 is refused by the limit first: it was not read.
    const unread = await chatHome.postUnchecked(api.chat.sendMessage, { roomId, text: 'x'.repeat(5000), unknown: true });
    expect(unread.status).toBe(429);
    const stored = await t.db.selectFrom('messages').select('body').where('room_id', '=', roomId).where('body', 'in', ['one too many', 'from home']).execute();
    expect(stored).toEqual([]);

    // Another user on the same address still sends; the other chat calls of the limited user still answer.
    expect((await admin.post(api.chat.sendMessage, { roomId, text: 'admin is fine' })).status).toBe(200);
    expect((await chatHome.get(api.chat.getMessages, { roomId })).status).toBe(200);
    // Counted in the database (every API process shares it), under the user, not the address.
    const windows = await t.db.selectFrom('rate_limit_windows').select(['key', 'hits']).where('key', 'like', `%/chat/sendMessage user:${chatId}`).execute();
    expect(windows.map((w) => w.hits)).toEqual([PER_MINUTE + 3]);
  });

  test('without a session: 401, not counted', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat/sendMessage', payload: { roomId, text: 'anyone?' } });
    expect(res.statusCode).toBe(401);
    const byAddress = await t.db.selectFrom('rate_limit_windows').select('key').where('key', 'like', '%/chat/sendMessage ip:%').execute();
    expect(byAddress).toEqual([]);
  });
});

describe('open sockets per user', () => {
  const connect = async (token: string) => {
    const s = await openSocket(base, token);
    open.push(s);
    return s;
  };

  test('one more than the cap is closed at once with 4429 and a reason; the open ones and other users are unaffected', async () => {
    const first = await connect(chatHome.token);
    const second = await connect(chatAway.token);
    await first.next('hello');
    await second.next('hello');
    const extra = await connect(chatHome.token);
    const outcome = await Promise.race([extra.closed, extra.next('hello', () => true, 3000).then((e) => e.type)]);
    expect(outcome).toEqual({ code: 4429, reason: `Too many open chat connections (at most ${SOCKETS}); close another tab` });
    expect(extra.events).toEqual([]);
    expect(t.app.realtime.socketsOf(chatId)).toBe(SOCKETS);
    await (await connect(admin.token)).next('hello');

    // The open ones still deliver.
    const sent = await admin.post(api.chat.sendMessage, { roomId, text: 'still live' });
    expect((await first.next('message')).message.id).toBe(sent.body.data.id);
    expect((await second.next('message')).message.id).toBe(sent.body.data.id);

    // A tab closed frees its place.
    await first.close();
    for (let i = 0; i < 100 && t.app.realtime.socketsOf(chatId) >= SOCKETS; i++) await new Promise((r) => setTimeout(r, 10));
    await (await connect(chatHome.token)).next('hello');
  });
});
