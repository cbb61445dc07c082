import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { clientWithoutRoom, staffId } from './fixtures';

/**
 * Nothing of a conversation reaches a staff user who is not in it, through any chat call: no
 * message text, no sender, no unread count, no attachment, no member list, not even the
 * moment something was written (a list's order). What a non-member may see of a room is what
 * finds it: its name, client, status, member counts and that they are not in it. Each check
 * beside the same call made by a member, who still gets it all.
 */
let t: TestApp;
let chat: SignedIn;
let admin: SignedIn;
let chatId: number;
let adminId: number;
/** Only admin is a member. */
let adminRoom: number;
let adminClient: { id: number; name: string };
/** chat and admin are members. */
let sharedRoom: number;
let secretId: number;

const SECRET = 'SECRET-7f3a the night code';
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  t = await seededTestApp();
  chat = await t.injectAs('chat');
  admin = await t.injectAs('admin');
  chatId = await staffId(t.db, 'chat');
  adminId = await staffId(t.db, 'admin');
  adminClient = await clientWithoutRoom(t.db);
  const own = await admin.post(api.chat.addRoom, { clientId: adminClient.id });
  expect(own.status).toBe(200);
  adminRoom = own.body.data.id;
  const shared = await chat.post(api.chat.addRoom, { clientId: (await clientWithoutRoom(t.db)).id, memberIds: [adminId] });
  expect(shared.status).toBe(200);
  sharedRoom = shared.body.data.id;
  const secret = await admin.post(api.chat.sendMessage, { roomId: adminRoom, text: SECRET, attachment: { name: 'plan.png', data: PNG_1PX } });
  expect(secret.status).toBe(200);
  secretId = secret.body.data.id;
  expect((await admin.post(api.chat.sendMessage, { roomId: sharedRoom, text: 'hello both' })).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('chat/getAllRooms', () => {
  test('a room one is not in: name, client, member counts and isMember; no last message, no sender, no unread count', async () => {
    const rows = (await chat.get(api.chat.getAllRooms, { activityStatus: 'all' })).body.data;
    expect(rows.find((r) => r.id === adminRoom)).toEqual({
      id: adminRoom,
      name: adminClient.name,
      client: { id: adminClient.id, name: adminClient.name },
      activityStatus: 'active',
      memberCount: 1,
      cfrUserCount: expect.any(Number),
      isMember: false,
      unread: 0,
      lastMessage: null,
      version: expect.any(Number),
    });
    // Not this room only: no room the caller is not in says anything of its conversation.
    const foreign = rows.filter((r) => !r.isMember);
    expect(foreign.length).toBeGreaterThan(1);
    expect(foreign.filter((r) => r.lastMessage !== null || r.unread !== 0)).toEqual([]);
    expect(JSON.stringify(rows)).not.toContain('SECRET-7f3a');
    // The caller's own rooms still carry their last message and unread count.
    expect(rows.find((r) => r.id === sharedRoom)).toMatchObject({
      isMember: true,
      unread: 1,
      lastMessage: { body: 'hello both', senderName: 'Alice Admin' },
    });
  });

  test('a member of that room still reads its last message and sender there', async () => {
    const rows = (await admin.get(api.chat.getAllRooms, {})).body.data;
    expect(rows.find((r) => r.id === adminRoom)).toMatchObject({
      isMember: true,
      lastMessage: { id: secretId, body: SECRET, senderName: 'Alice Admin' },
    });
  });

  test('polling the list tells a non-member nothing: a message in a room one is not in does not move it', async () => {
    const order = async () => (await chat.get(api.chat.getAllRooms, { activityStatus: 'all' })).body.data.map((r) => r.id);
    const before = await order();
    expect((await admin.post(api.chat.sendMessage, { roomId: adminRoom, text: 'moved?' })).status).toBe(200);
    expect(await order()).toEqual(before);
    // For its member the room comes first now (the newest conversation first).
    expect((await admin.get(api.chat.getAllRooms, { activityStatus: 'all' })).body.data[0]?.id).toBe(adminRoom);
  });

  test('the search reads room and client names, never what was written', async () => {
    expect((await chat.get(api.chat.getAllRooms, { search: 'SECRET-7f3a' })).body.data).toEqual([]);
    expect((await admin.get(api.chat.getAllRooms, { search: 'SECRET-7f3a' })).body.data).toEqual([]);
    expect((await chat.get(api.chat.getAllRooms, { search: adminClient.name })).body.data.map((r) => r.id)).toContain(adminRoom);
  });
});

describe('the other chat calls', () => {
  test('getRooms and getUnread: only one’s own rooms, with their counts', async () => {
    const mine = (await chat.get(api.chat.getRooms, { userId: chatId })).body.data;
    expect(mine.map((r) => r.id)).toContain(sharedRoom);
    expect(mine.map((r) => r.id)).not.toContain(adminRoom);
    expect(JSON.stringify(mine)).not.toContain('SECRET-7f3a');
    expect((await admin.get(api.chat.getRooms, { userId: adminId })).body.data.find((r) => r.id === adminRoom)?.lastMessage?.body).toBe('moved?');

    const unread = (await chat.get(api.chat.getUnread)).body.data;
    expect(unread.rooms.map((r) => r.roomId)).toContain(sharedRoom);
    expect(unread.rooms.map((r) => r.roomId)).not.toContain(adminRoom);
  });

  test('getChats: only one’s own direct chats', async () => {
    const theirs = await t.db
      .selectFrom('chats')
      .select('id')
      .where('user_id', '!=', chatId)
      .where((eb) => eb.or([eb('other_user_id', '!=', chatId), eb('other_user_id', 'is', null)]))
      .execute();
    expect(theirs.length).toBeGreaterThan(0);
    const listed = (await chat.get(api.chat.getChats, { userId: chatId })).body.data.map((c) => c.id);
    expect(listed.filter((id) => theirs.some((c) => c.id === id))).toEqual([]);
    expect((await chat.get(api.chat.getMessages, { chatId: theirs[0]!.id })).status).toBe(403);
  });

  test('messages, attachment, members, read mark, send, join, leave, ticket: 403 for a non-member, without a word of the room', async () => {
    const members = await admin.get(api.chat.getMembers, { roomId: adminRoom });
    expect(members.status).toBe(200);
    const version = members.body.data.room.version;
    const refused = [
      await chat.get(api.chat.getMessages, { roomId: adminRoom }),
      await chat.get(api.chat.getMessages, { roomId: adminRoom, before: secretId + 1, limit: 1 }),
      await chat.get(api.chat.getAttachment, { messageId: secretId }),
      await chat.get(api.chat.getMembers, { roomId: adminRoom }),
      await chat.post(api.chat.markRead, { roomId: adminRoom, messageId: secretId }),
      await chat.post(api.chat.sendMessage, { roomId: adminRoom, text: 'let me in' }),
      // Joining is asked of a member: one cannot add oneself.
      await chat.post(api.chat.addMember, { roomId: adminRoom, userId: chatId, version }),
      await chat.post(api.chat.removeMember, { roomId: adminRoom, userId: adminId, version }),
      await chat.post(api.chat.sendEmail, { subject: 'About that room', body: 'Quote it', roomId: adminRoom }),
    ];
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 403));
    for (const r of refused) {
      expect(JSON.stringify(r.body)).not.toContain('SECRET-7f3a');
      expect(JSON.stringify(r.body)).not.toContain(adminClient.name);
    }
    // Nothing changed: still admin alone, no message of chat's.
    const after = await admin.get(api.chat.getMembers, { roomId: adminRoom });
    expect(after.body.data.staff.map((s) => s.id)).toEqual([adminId]);
    expect(after.body.data.room.version).toBe(version);

    // The member reads it all.
    const page = await admin.get(api.chat.getMessages, { roomId: adminRoom });
    expect(page.body.data.items.map((m) => m.body)).toEqual([SECRET, 'moved?']);
    expect((await admin.get(api.chat.getAttachment, { messageId: secretId })).status).toBe(200);
  });
});
