import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { clientWithoutRoom, staffId } from './fixtures';

/**
 * Browsing and joining rooms (docs/product.md#chat): chat/getAllRooms?roomId answers one room
 * with what finds it, and chat/joinRoom lets a staff user with the CHAT role join an active
 * room they are not in, with the room's version.
 */
let t: TestApp;
let chat: SignedIn;
let admin: SignedIn;
let chatId: number;
let roomId: number;
let client: { id: number; name: string };

beforeAll(async () => {
  t = await seededTestApp();
  chat = await t.injectAs('chat');
  admin = await t.injectAs('admin');
  chatId = await staffId(t.db, 'chat');
  client = await clientWithoutRoom(t.db);
  const room = await admin.post(api.chat.addRoom, { clientId: client.id });
  expect(room.status).toBe(200);
  roomId = room.body.data.id;
  for (const text of ['first', 'second'])
    expect((await admin.post(api.chat.sendMessage, { roomId, text })).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

const versionOf = async (id: number) =>
  (await t.db.selectFrom('rooms').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

describe('chat/getAllRooms?roomId', () => {
  test('one room, found by a non-member without its conversation; an unknown id is an empty list', async () => {
    const res = await chat.get(api.chat.getAllRooms, { roomId });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: roomId, name: client.name, isMember: false, memberCount: 1, lastMessage: null, unread: 0 }),
    ]);
    expect((await chat.get(api.chat.getAllRooms, { roomId: 99_999_999 })).body.data).toEqual([]);
  });

  test('an inactive room by id, whatever the status filter', async () => {
    const other = await admin.post(api.chat.addRoom, { clientId: (await clientWithoutRoom(t.db)).id });
    const inactive = other.body.data.id;
    await t.db.updateTable('rooms').set({ activity_status: 'inactive' }).where('id', '=', inactive).execute();
    const res = await chat.get(api.chat.getAllRooms, { roomId: inactive, activityStatus: 'active' });
    expect(res.body.data.map((r) => [r.id, r.activityStatus])).toEqual([[inactive, 'inactive']]);
    const join = await chat.post(api.chat.joinRoom, { roomId: inactive, version: res.body.data[0]!.version });
    expect(join.status).toBe(409);
    expect(join.body.error.fields).toEqual({ roomId: 'Inactive room' });
  });

  test('400 naming a bad roomId', async () => {
    const res = await chat.get(api.chat.getAllRooms, { roomId: 'x' as unknown as number });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('roomId');
  });
});

describe('chat/joinRoom', () => {
  test('400 naming the fields, 404 for an unknown room', async () => {
    const bad = await chat.post(api.chat.joinRoom, { roomId: 'x', colour: 'red' } as never);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(expect.arrayContaining(['roomId', 'version', 'colour']));
    const missing = await chat.post(api.chat.joinRoom, { roomId: 99_999_999, version: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.fields).toEqual({ roomId: 'No such room: 99999999' });
  });

  test('409 with a stale version; nothing joined', async () => {
    const stale = await chat.post(api.chat.joinRoom, { roomId, version: (await versionOf(roomId)) + 1 });
    expect(stale.status).toBe(409);
    expect((await chat.get(api.chat.getMessages, { roomId })).status).toBe(403);
  });

  test('joins: the room as a member sees it, history read, the admin event; then a member reads and writes', async () => {
    const version = await versionOf(roomId);
    const res = await chat.post(api.chat.joinRoom, { roomId, version });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: roomId,
      isMember: true,
      memberCount: 2,
      unread: 0,
      lastMessage: { body: 'second' },
      version: version + 1,
    });
    const event = await t.db
      .selectFrom('admin_events')
      .select(['user_id', 'summary'])
      .where('action', '=', 'chat.joinRoom')
      .where('target_id', '=', String(roomId))
      .executeTakeFirst();
    expect(event).toEqual({ user_id: chatId, summary: expect.stringContaining('joined room') });
    const messages = await chat.get(api.chat.getMessages, { roomId });
    expect(messages.body.data.items.map((m) => m.body)).toEqual(['first', 'second']);
    expect((await chat.post(api.chat.sendMessage, { roomId, text: 'hello, I joined' })).status).toBe(200);
    expect((await chat.get(api.chat.getRooms, { userId: chatId })).body.data.map((r) => r.id)).toContain(roomId);
    const members = await admin.get(api.chat.getMembers, { roomId });
    expect(members.body.data.staff.map((s) => s.id)).toContain(chatId);
  });

  test('409 when already a member', async () => {
    const res = await chat.post(api.chat.joinRoom, { roomId, version: await versionOf(roomId) });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ roomId: 'Already a member' });
  });

  test('two joins with the same version: one succeeds, the other is a 409', async () => {
    const room = await chat.post(api.chat.addRoom, { clientId: (await clientWithoutRoom(t.db)).id });
    const id = room.body.data.id;
    const version = await versionOf(id);
    const results = await Promise.all([admin.post(api.chat.joinRoom, { roomId: id, version }), admin.post(api.chat.joinRoom, { roomId: id, version })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  test('403 without the CHAT role', async () => {
    const workers = await t.injectAs('workers');
    expect((await workers.post(api.chat.joinRoom, { roomId, version: 1 })).status).toBe(403);
  });
});
