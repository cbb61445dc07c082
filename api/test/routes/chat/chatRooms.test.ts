import { api } from '@courier/shared/contract';
import {
  t,
  chat,
  admin,
  workers,
  chatId,
  adminId,
  workersId,
  client,
  roomId,
  send,
  useSeededApp,
} from './chatSetup';

useSeededApp();

describe('unread counts and read marks', () => {
  test('messages of others count until read; own messages never; the mark never goes back', async () => {
    await chat.post(api.chat.markRead, { roomId, messageId: (await send(chat, 'mine')).body.data.id });
    expect(
      (await chat.get(api.chat.getUnread)).body.data.rooms.find((r) => r.roomId === roomId),
    ).toBeUndefined();
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three']) ids.push((await send(admin, text)).body.data.id);
    const before = (await chat.get(api.chat.getUnread)).body.data;
    expect(before.rooms.find((r) => r.roomId === roomId)).toEqual({ roomId, unread: 3 });
    const rooms = (await chat.get(api.chat.getRooms, { userId: chatId })).body.data;
    expect(rooms.find((r) => r.id === roomId)).toMatchObject({
      unread: 3,
      lastMessage: { id: ids[2], body: 'three' },
    });

    const afterOne = await chat.post(api.chat.markRead, { roomId, messageId: ids[0]! });
    expect(afterOne.status).toBe(200);
    expect(afterOne.body.data.rooms.find((r) => r.roomId === roomId)).toEqual({ roomId, unread: 2 });
    await chat.post(api.chat.markRead, { roomId, messageId: ids[2]! });
    const back = await chat.post(api.chat.markRead, { roomId, messageId: ids[0]! });
    expect(back.body.data.rooms.find((r) => r.roomId === roomId)).toBeUndefined();
    expect(back.body.data.total).toBe(before.total - 3);
  });

  test('the stored counters follow writes made straight to the database (a bulk insert, a delete); the count stops at 100', async () => {
    const last = (await send(chat, 'counters start here')).body.data.id;
    await chat.post(api.chat.markRead, { roomId, messageId: last });
    const unreadOfRoom = async () =>
      (await chat.get(api.chat.getUnread)).body.data.rooms.find((r) => r.roomId === roomId)?.unread;
    expect(await unreadOfRoom()).toBeUndefined();
    // 120 messages of admin in one statement, as a bulk import would write them.
    const inserted = await t.db
      .insertInto('messages')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          room_id: roomId,
          sender_user_id: adminId,
          body: `bulk ${i}`,
        })),
      )
      .returning('id')
      .execute();
    expect(inserted).toHaveLength(120);
    expect(await unreadOfRoom()).toBe(100);
    const room = (await chat.get(api.chat.getRooms, { userId: chatId })).body.data.find(
      (r) => r.id === roomId,
    );
    expect(room).toMatchObject({ unread: 100, lastMessage: { id: inserted[119]!.id, body: 'bulk 119' } });
    // 115 of them deleted: 5 left unread, the newest is still the last message.
    await t.db
      .deleteFrom('messages')
      .where(
        'id',
        'in',
        inserted.slice(0, 115).map((m) => m.id),
      )
      .execute();
    expect(await unreadOfRoom()).toBe(5);
    await t.db.deleteFrom('messages').where('id', '=', inserted[119]!.id).execute();
    const after = (await chat.get(api.chat.getRooms, { userId: chatId })).body.data.find(
      (r) => r.id === roomId,
    );
    expect(after).toMatchObject({ unread: 4, lastMessage: { id: inserted[118]!.id, body: 'bulk 118' } });
    await chat.post(api.chat.markRead, { roomId, messageId: inserted[118]!.id });
    expect(await unreadOfRoom()).toBeUndefined();
  });

  test('a message of another conversation: 404 naming messageId', async () => {
    const elsewhere = await t.db
      .selectFrom('messages')
      .select('id')
      .where('room_id', '!=', roomId)
      .executeTakeFirstOrThrow();
    const res = await chat.post(api.chat.markRead, { roomId, messageId: elsewhere.id });
    expect(res.status).toBe(404);
    expect(res.body.error.fields).toHaveProperty('messageId');
  });
});

describe('chat/getRooms, chat/getAllRooms, chat/getChats', () => {
  test('only one’s own lists: another userId is a 403', async () => {
    expect((await chat.get(api.chat.getRooms, { userId: adminId })).status).toBe(403);
    expect((await chat.get(api.chat.getChats, { userId: adminId })).status).toBe(403);
    expect((await chat.get(api.chat.getRooms, { userId: 'me' })).body.error.fields).toHaveProperty('userId');
    expect((await workers.get(api.chat.getRooms, { userId: workersId })).status).toBe(403);
  });

  test('getRooms lists member rooms only; getAllRooms every room with isMember', async () => {
    const mine = (await chat.get(api.chat.getRooms, { userId: chatId })).body.data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.isMember)).toBe(true);
    const memberships = await t.db
      .selectFrom('room_members')
      .select('room_id')
      .where('user_id', '=', chatId)
      .execute();
    expect(mine.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      memberships.map((m) => m.room_id).sort((a, b) => a - b),
    );
    const every = (await chat.get(api.chat.getAllRooms, { activityStatus: 'all' })).body.data;
    const total = await t.db
      .selectFrom('rooms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(every).toHaveLength(Number(total.n));
    expect(every.some((r) => !r.isMember)).toBe(true);
    const inactive = (await chat.get(api.chat.getAllRooms, { activityStatus: 'inactive' })).body.data;
    expect(inactive.every((r) => r.activityStatus === 'inactive')).toBe(true);
  });

  test('startChat opens one chat per pair, whoever starts; getChats lists it', async () => {
    const opened = await chat.post(api.chat.startChat, { userId: adminId });
    expect(opened.status).toBe(200);
    expect(opened.body.data.other).toMatchObject({ kind: 'staff', id: adminId });
    const again = await admin.post(api.chat.startChat, { userId: chatId });
    expect(again.body.data.id).toBe(opened.body.data.id);
    expect(again.body.data.other.id).toBe(chatId);
    const msg = await chat.post(api.chat.sendMessage, { chatId: opened.body.data.id, text: 'direct hello' });
    expect(msg.status).toBe(200);
    const list = (await admin.get(api.chat.getChats, { userId: adminId })).body.data;
    expect(list.find((c) => c.id === opened.body.data.id)).toMatchObject({
      unread: 1,
      lastMessage: { body: 'direct hello' },
    });
    expect((await workers.post(api.chat.startChat, { userId: chatId })).status).toBe(403);
  });

  test('startChat: yourself 400, a user without the role 400, unknown 404', async () => {
    expect((await chat.post(api.chat.startChat, { userId: chatId })).body.error.fields).toHaveProperty(
      'userId',
    );
    const noRole = await chat.post(api.chat.startChat, { userId: workersId });
    expect(noRole.status).toBe(400);
    expect(noRole.body.error.fields).toHaveProperty('userId');
    expect((await chat.post(api.chat.startChat, { userId: 999_999 })).status).toBe(404);
  });

  test('a direct chat of others: 403', async () => {
    const others = await t.db
      .selectFrom('chats')
      .select('id')
      .where('user_id', '!=', chatId)
      .where((eb) => eb.or([eb('other_user_id', '!=', chatId), eb('other_user_id', 'is', null)]))
      .executeTakeFirstOrThrow();
    const res = await chat.get(api.chat.getMessages, { chatId: others.id });
    expect(res.status).toBe(403);
  });
});

describe('members', () => {
  test('add (version, role, duplicate), list, remove: the removed user reads nothing more', async () => {
    const members = await chat.get(api.chat.getMembers, { roomId });
    expect(members.status).toBe(200);
    expect(members.body.data.staff.map((s) => s.id).sort()).toEqual([chatId, adminId].sort());
    expect(members.body.data.cfrUsers).toHaveLength(client.cfrUsers);
    const version = members.body.data.room.version;

    const noRole = await chat.post(api.chat.addMember, { roomId, userId: workersId, version });
    expect(noRole.status).toBe(400);
    const dup = await chat.post(api.chat.addMember, { roomId, userId: adminId, version });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toMatch(/already a member/);

    const removed = await chat.post(api.chat.removeMember, { roomId, userId: adminId, version });
    expect(removed.status).toBe(200);
    expect(removed.body.data.staff.map((s) => s.id)).toEqual([chatId]);
    expect(removed.body.data.room.version).toBe(version + 1);
    const stale = await chat.post(api.chat.addMember, { roomId, userId: adminId, version });
    expect(stale.status).toBe(409);
    expect((await admin.get(api.chat.getMessages, { roomId })).status).toBe(403);
    expect((await admin.get(api.chat.getMembers, { roomId })).status).toBe(403);

    const back = await chat.post(api.chat.addMember, { roomId, userId: adminId, version: version + 1 });
    expect(back.status).toBe(200);
    // A new member starts with the history read.
    expect(
      (await admin.get(api.chat.getUnread)).body.data.rooms.find((r) => r.roomId === roomId),
    ).toBeUndefined();
    const events = await t.db
      .selectFrom('admin_events')
      .select('action')
      .where('target_id', '=', String(roomId))
      .where('target_type', '=', 'room')
      .execute();
    expect(events.map((e) => e.action).sort()).toEqual([
      'chat.addMember',
      'chat.addRoom',
      'chat.removeMember',
    ]);
    expect(
      (await chat.post(api.chat.removeMember, { roomId, userId: workersId, version: version + 2 })).status,
    ).toBe(404);
    expect((await chat.get(api.chat.getMembers, { roomId: 999_999 })).status).toBe(404);
  });
});

describe('pickers', () => {
  test('getStaffUsers: active users with the CHAT role only', async () => {
    const staff = (await chat.get(api.chat.getStaffUsers)).body.data.map((s) => s.id);
    expect(staff).toEqual(expect.arrayContaining([chatId, adminId]));
    expect(staff).not.toContain(workersId);
  });

  test('getStaffUsers searches names only: a login that is in no name finds nothing, and no answer carries a login', async () => {
    const quiet = await t.db
      .insertInto('staff_users')
      .values({
        login: 'zq-hidden-login',
        name: 'Quentin Quiet',
        email: 'quentin@courier.example',
        password_hash: 'x',
        roles: ['CHAT'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const byLogin = await chat.get(api.chat.getStaffUsers, { search: 'zq-hidden' });
    expect(byLogin.status).toBe(200);
    expect(byLogin.body.data).toEqual([]);
    const byName = await chat.get(api.chat.getStaffUsers, { search: 'quentin qu' });
    expect(byName.body.data).toEqual([{ id: quiet.id, name: 'Quentin Quiet' }]);
    const all = (await chat.get(api.chat.getStaffUsers)).body.data;
    expect(all.every((s) => Object.keys(s).sort().join() === 'id,name')).toBe(true);
    expect(JSON.stringify(all)).not.toContain('zq-hidden-login');
  });

  test('getClientsLight: by name, with the room of the client', async () => {
    const found = (await chat.get(api.chat.getClientsLight, { search: client.name })).body.data;
    expect(found.find((c) => c.id === client.id)).toMatchObject({ name: client.name, roomId });
  });
});

describe('chat/socket over plain HTTP', () => {
  test('a GET without upgrade is a 400; without a session a 401; without the role a 403', async () => {
    const plain = await chat.get(api.chat.socket);
    expect(plain.status).toBe(400);
    expect(plain.body.error.fields).toHaveProperty('upgrade');
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/socket' })).statusCode).toBe(401);
    expect((await workers.get(api.chat.socket)).status).toBe(403);
  });
});
