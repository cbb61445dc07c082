import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { clientWithoutRoom, staffId } from './fixtures';

/**
 * The Chat area's reads answer what the database holds at the time of the request
 * (repositories/chat/*: one indexed query per call, nothing held in the process): a write
 * made through the API or straight to the database (as another API process would) is in the
 * next answer, history pages are disjoint and complete, and writes to different rooms at once
 * all succeed.
 */
let t: TestApp;
let chat: SignedIn;
let admin: SignedIn;
let chatId: number;
let adminId: number;
let roomId: number;

beforeAll(async () => {
  t = await seededTestApp();
  chat = await t.injectAs('chat');
  admin = await t.injectAs('admin');
  chatId = await staffId(t.db, 'chat');
  adminId = await staffId(t.db, 'admin');
  const client = await clientWithoutRoom(t.db, 1);
  const res = await chat.post(api.chat.addRoom, { clientId: client.id, memberIds: [adminId], name: 'Results room' });
  expect(res.status).toBe(200);
  roomId = res.body.data.id;
}, 60_000);
afterAll(() => t.close());

/** `n` messages of the chat user written straight to the database, as another process would. */
async function insertMessages(n: number, prefix: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    insert into messages (room_id, sender_user_id, body)
    select ${roomId}, ${chatId}, ${prefix} || ' ' || g from generate_series(1, ${n}::int) g
    returning id`.execute(t.db);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function allPages(limit: number) {
  const pages: number[][] = [];
  let before: number | undefined;
  for (;;) {
    const res = await admin.get(api.chat.getMessages, { roomId, limit, ...(before ? { before } : {}) });
    expect(res.status).toBe(200);
    const { items, nextBefore } = res.body.data;
    pages.push(items.map((m) => m.id));
    if (nextBefore === null) return pages;
    expect(nextBefore).toBe(items[0]?.id);
    before = nextBefore;
  }
}

describe('chat/getMessages by keyset', () => {
  test('320 messages read back page by page: every id once, ascending within pages, newest and older pages alike', async () => {
    const ids = await insertMessages(320, 'Bulk');
    expect(ids).toHaveLength(320);
    const pages = await allPages(50);
    expect(pages.map((p) => p.length)).toEqual([50, 50, 50, 50, 50, 50, 20]);
    const read = pages.reverse().flat();
    expect(read).toEqual(ids);
    // A page of 200 reaching the oldest message.
    const wide = await admin.get(api.chat.getMessages, { roomId, limit: 200, before: ids[150] });
    expect(wide.body.data.items.map((m) => m.id)).toEqual(ids.slice(0, 150));
    expect(wide.body.data.nextBefore).toBeNull();
    const crossing = await admin.get(api.chat.getMessages, { roomId, limit: 100, before: ids[120] });
    expect(crossing.body.data.items.map((m) => m.id)).toEqual(ids.slice(20, 120));
    expect(crossing.body.data.nextBefore).toBe(ids[20]);
  });

  test('a message written straight to the database is the last of the next newest page; a renamed sender shows the new name', async () => {
    const first = await admin.get(api.chat.getMessages, { roomId });
    expect(first.body.data.items.length).toBe(50);
    const [id] = await insertMessages(1, 'Straight to the database');
    const next = await admin.get(api.chat.getMessages, { roomId });
    const last = next.body.data.items.at(-1);
    expect(last).toMatchObject({ id, body: 'Straight to the database 1', roomId, chatId: null });
    expect(last?.sender).toEqual({ kind: 'staff', id: chatId, name: expect.any(String) });
    const oldName = last?.sender?.name as string;
    await t.db.updateTable('staff_users').set({ name: 'Renamed Chat User' }).where('id', '=', chatId).execute();
    try {
      const renamed = await admin.get(api.chat.getMessages, { roomId });
      expect(renamed.body.data.items.at(-1)?.sender?.name).toBe('Renamed Chat User');
    } finally {
      await t.db.updateTable('staff_users').set({ name: oldName }).where('id', '=', chatId).execute();
    }
  });

  test('a member removed straight in the database gets 403 at once, and 200 again once back; an unknown room is a 404', async () => {
    expect((await admin.get(api.chat.getMessages, { roomId })).status).toBe(200);
    await t.db.deleteFrom('room_members').where('room_id', '=', roomId).where('user_id', '=', adminId).execute();
    const refused = await admin.get(api.chat.getMessages, { roomId });
    expect(refused.status).toBe(403);
    await t.db.insertInto('room_members').values({ room_id: roomId, user_id: adminId }).execute();
    expect((await admin.get(api.chat.getMessages, { roomId })).status).toBe(200);
    const unknown = await admin.get(api.chat.getMessages, { roomId: 987654 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.fields).toHaveProperty('roomId');
  });
});

describe('chat/getMessages pages equal the database after writes', () => {
  /** Each page read must equal what the database holds after any write that changes it. */
  let pagesRoom: number;
  let ids: number[];

  beforeAll(async () => {
    const room = await t.db
      .insertInto('rooms')
      .values({ client_id: null, name: 'Exact pages', created_by: adminId })
      .returning('id')
      .executeTakeFirstOrThrow();
    pagesRoom = room.id;
    await t.db.insertInto('room_members').values([{ room_id: pagesRoom, user_id: adminId }, { room_id: pagesRoom, user_id: chatId }]).execute();
    const { rows } = await sql<{ id: number }>`
      insert into messages (room_id, sender_user_id, body)
      select ${pagesRoom}, ${chatId}, 'Exact ' || g from generate_series(1, 300) g returning id`.execute(t.db);
    ids = rows.map((r) => r.id).sort((a, b) => a - b);
  });

  /** The page as the database holds it now. */
  async function fromDatabase(before: number, limit: number) {
    const { rows } = await sql<{ id: number; body: string; name: string }>`
      select m.id, m.body, coalesce(su.name, trim(cu.first_name || ' ' || cu.last_name)) as name from messages m
      left join staff_users su on su.id = m.sender_user_id left join cfr_users cu on cu.id = m.sender_cfr_user_id
      where m.room_id = ${pagesRoom} and m.id < ${before} order by m.id desc limit ${limit + 1}`.execute(t.db);
    const items = rows.slice(0, limit).reverse();
    return { items: items.map((r) => [r.id, r.body, r.name]), nextBefore: rows.length > limit ? (items[0]?.id ?? null) : null };
  }

  async function expectExact(before: number, limit: number) {
    const res = await admin.get(api.chat.getMessages, { roomId: pagesRoom, limit, before });
    expect(res.status).toBe(200);
    const { items, nextBefore } = res.body.data;
    expect({ items: items.map((m) => [m.id, m.body, m.sender?.name]), nextBefore }).toEqual(await fromDatabase(before, limit));
  }

  // An old page and a page among the newest.
  const pages = () => [
    [ids[40] as number, 20],
    [ids[150] as number, 50],
  ] as const;
  const expectAllExact = async () => {
    for (const [before, limit] of pages()) {
      await expectExact(before, limit);
      await expectExact(before, limit); // read again: the same answer
    }
  };

  test('an older page and a newer page stay exact after an edit, a delete, a read mark, a late message with a lower id, a message of a client user and renames', async () => {
    await expectAllExact();
    await t.db.updateTable('messages').set({ body: 'Edited straight in the database' }).where('id', '=', ids[30] as number).execute();
    await t.db.updateTable('messages').set({ body: 'Edited among the newest' }).where('id', '=', ids[120] as number).execute();
    await expectAllExact();
    await t.db.deleteFrom('messages').where('id', 'in', [ids[35] as number, ids[140] as number]).execute();
    await expectAllExact();
    const read = await admin.post(api.chat.markRead, { roomId: pagesRoom, messageId: ids[299] as number });
    expect(read.status).toBe(200);
    await expectAllExact();
    // A message whose id is lower than others already there (a transaction that took its id first and committed last).
    await t.db.insertInto('messages').values({ id: ids[35] as number, room_id: pagesRoom, sender_user_id: chatId, body: 'Committed late' }).execute();
    await expectAllExact();
    // A client's (cfr) user writes, then is renamed.
    const cfr = await t.db.selectFrom('cfr_users').select(['id', 'first_name']).orderBy('id').executeTakeFirstOrThrow();
    await t.db.insertInto('messages').values({ id: ids[140] as number, room_id: pagesRoom, sender_cfr_user_id: cfr.id, body: 'From the client' }).execute();
    await expectAllExact();
    await t.db.updateTable('cfr_users').set({ first_name: 'Renamed' }).where('id', '=', cfr.id).execute();
    try {
      await expectAllExact();
    } finally {
      await t.db.updateTable('cfr_users').set({ first_name: cfr.first_name }).where('id', '=', cfr.id).execute();
    }
    const oldName = (await t.db.selectFrom('staff_users').select('name').where('id', '=', chatId).executeTakeFirstOrThrow()).name;
    await t.db.updateTable('staff_users').set({ name: 'Renamed for exact pages' }).where('id', '=', chatId).execute();
    try {
      await expectAllExact();
    } finally {
      await t.db.updateTable('staff_users').set({ name: oldName }).where('id', '=', chatId).execute();
    }
    await expectAllExact();
  });

  test('a page is not answered to a member removed from the room since', async () => {
    const read = await chat.get(api.chat.getMessages, { roomId: pagesRoom, limit: 20, before: ids[40] as number });
    expect(read.status).toBe(200);
    await t.db.deleteFrom('room_members').where('room_id', '=', pagesRoom).where('user_id', '=', chatId).execute();
    try {
      const refused = await chat.get(api.chat.getMessages, { roomId: pagesRoom, limit: 20, before: ids[40] as number });
      expect(refused.status).toBe(403);
    } finally {
      await t.db.insertInto('room_members').values({ room_id: pagesRoom, user_id: chatId }).execute();
    }
    expect((await chat.get(api.chat.getMessages, { roomId: pagesRoom, limit: 20, before: ids[40] as number })).status).toBe(200);
  });
});

describe('chat/getRooms follows writes', () => {
  test('unread count, last message and order follow writes made straight to the database and read marks', async () => {
    const before = (await admin.get(api.chat.getRooms, { userId: adminId })).body.data;
    expect(before.length).toBeGreaterThan(0);
    const mine = before.find((r) => r.id === roomId);
    expect(mine).toMatchObject({ name: 'Results room', isMember: true, memberCount: 2 });
    const [id] = await insertMessages(1, 'Newest of all');
    const after = (await admin.get(api.chat.getRooms, { userId: adminId })).body.data;
    expect(after[0]).toMatchObject({
      id: roomId,
      lastMessage: { id, body: 'Newest of all 1' },
      unread: Math.min((mine?.unread ?? 0) + 1, 100),
    });
    const read = await admin.post(api.chat.markRead, { roomId, messageId: id as number });
    expect(read.status).toBe(200);
    const cleared = (await admin.get(api.chat.getRooms, { userId: adminId })).body.data;
    expect(cleared.find((r) => r.id === roomId)?.unread).toBe(0);
    await insertMessages(3, 'Three more');
    const three = (await admin.get(api.chat.getRooms, { userId: adminId })).body.data;
    expect(three.find((r) => r.id === roomId)?.unread).toBe(3);
  });

  test('a room joined straight in the database is listed at once; another user\'s list is a 403', async () => {
    const other = await clientWithoutRoom(t.db, 2);
    const { id: newRoom } = await t.db
      .insertInto('rooms')
      .values({ client_id: other.id, name: 'Joined straight', created_by: adminId })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await chat.get(api.chat.getRooms, { userId: chatId })).body.data.some((r) => r.id === newRoom)).toBe(false);
    await t.db.insertInto('room_members').values({ room_id: newRoom, user_id: chatId }).execute();
    const listed = (await chat.get(api.chat.getRooms, { userId: chatId })).body.data.find((r) => r.id === newRoom);
    expect(listed).toMatchObject({ name: 'Joined straight', unread: 0, lastMessage: null, memberCount: 1 });
    expect((await chat.get(api.chat.getRooms, { userId: adminId })).status).toBe(403);
  });
});

describe('chat/getChats and chat/getUnread follow writes', () => {
  test('a direct chat message written straight to the database updates the other\'s chat row and unread total at once', async () => {
    const opened = await chat.post(api.chat.startChat, { userId: adminId });
    expect(opened.status).toBe(200);
    const directId = opened.body.data.id;
    const before = (await admin.get(api.chat.getChats, { userId: adminId })).body.data;
    expect(before.length).toBeGreaterThan(0);
    const unreadBefore = (await admin.get(api.chat.getUnread)).body.data;
    const { id } = await t.db
      .insertInto('messages')
      .values({ chat_id: directId, sender_user_id: chatId, body: 'Direct, straight to the database' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = (await admin.get(api.chat.getChats, { userId: adminId })).body.data;
    const row = after.find((c) => c.id === directId);
    expect(row?.lastMessage).toMatchObject({ id, body: 'Direct, straight to the database' });
    expect(row?.unread).toBe((before.find((c) => c.id === directId)?.unread ?? 0) + 1);
    const unreadAfter = (await admin.get(api.chat.getUnread)).body.data;
    expect(unreadAfter.total).toBe(unreadBefore.total + 1);
    expect(unreadAfter.chats.find((c) => c.chatId === directId)?.unread).toBe(row?.unread);
    const read = await admin.post(api.chat.markRead, { chatId: directId, messageId: id });
    expect(read.status).toBe(200);
    expect(read.body.data.chats.some((c) => c.chatId === directId)).toBe(false);
    expect((await admin.get(api.chat.getUnread)).body.data.total).toBe(unreadBefore.total);
    expect((await admin.get(api.chat.getChats, { userId: chatId })).status).toBe(403);
  });

  test("a direct chat's history: its messages for both people, a 403 for anyone else, a 404 for an unknown chat", async () => {
    const directId = (await chat.post(api.chat.startChat, { userId: adminId })).body.data.id;
    const sent = await chat.post(api.chat.sendMessage, { chatId: directId, text: 'Direct page' });
    expect(sent.status).toBe(200);
    for (const who of [chat, admin]) {
      const page = (await who.get(api.chat.getMessages, { chatId: directId, limit: 3 })).body.data;
      expect(page.items.at(-1)).toMatchObject({ id: sent.body.data.id, chatId: directId, roomId: null, body: 'Direct page' });
    }
    const others = await t.db
      .selectFrom('staff_users')
      .select('id')
      .where('id', 'not in', [adminId, chatId])
      .orderBy('id')
      .limit(2)
      .execute();
    const [a, b] = others.map((o) => o.id).sort((x, y) => x - y) as [number, number];
    const foreign =
      (await t.db.selectFrom('chats').select('id').where('user_id', '=', a).where('other_user_id', '=', b).executeTakeFirst()) ??
      (await t.db.insertInto('chats').values({ user_id: a, other_user_id: b }).returning('id').executeTakeFirstOrThrow());
    await t.db.insertInto('messages').values({ chat_id: foreign.id, sender_user_id: a, body: 'Not for admin' }).execute();
    const refused = await admin.get(api.chat.getMessages, { chatId: foreign.id });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('Not for admin');
    const unknown = await admin.get(api.chat.getMessages, { chatId: 987654 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.fields).toHaveProperty('chatId');
  });
});

describe('writes through the API are in the next reads', () => {
  test('a message sent is in the next page and in the unread count of the other member, not of the sender', async () => {
    const unreadBefore = (await admin.get(api.chat.getUnread)).body.data;
    const chatUnreadBefore = (await chat.get(api.chat.getUnread)).body.data;
    const roomBefore = unreadBefore.rooms.find((r) => r.roomId === roomId)?.unread ?? 0;
    const sent = await chat.post(api.chat.sendMessage, { roomId, text: 'Sent through the API' });
    expect(sent.status).toBe(200);
    const id = sent.body.data.id;
    const page = (await admin.get(api.chat.getMessages, { roomId, limit: 5 })).body.data;
    expect(page.items.at(-1)).toMatchObject({ id, body: 'Sent through the API', roomId, sender: { kind: 'staff', id: chatId } });
    expect(page.items.map((m) => m.id)).toEqual([...page.items.map((m) => m.id)].sort((a, b) => a - b));
    const unreadAfter = (await admin.get(api.chat.getUnread)).body.data;
    const roomAfter = unreadAfter.rooms.find((r) => r.roomId === roomId)?.unread ?? 0;
    expect(roomAfter).toBe(Math.min(roomBefore + 1, 100));
    expect(unreadAfter.total).toBe(unreadBefore.total - roomBefore + roomAfter);
    // The sender's own message is never unread for them.
    const chatUnreadAfter = (await chat.get(api.chat.getUnread)).body.data;
    expect(chatUnreadAfter.rooms.find((r) => r.roomId === roomId)).toBeUndefined();
    expect(chatUnreadAfter.total).toBeLessThanOrEqual(chatUnreadBefore.total);
    const rooms = (await admin.get(api.chat.getRooms, { userId: adminId })).body.data;
    expect(rooms[0]).toMatchObject({ id: roomId, lastMessage: { id, body: 'Sent through the API' }, unread: roomAfter });
  });

  test('pages read one after the other are disjoint and together every message, newest page last', async () => {
    const seen = new Set<number>();
    let before: number | undefined;
    let previousOldest = Infinity;
    for (;;) {
      const res = await admin.get(api.chat.getMessages, { roomId, limit: 37, ...(before ? { before } : {}) });
      const { items, nextBefore } = res.body.data;
      for (const m of items) {
        expect(seen.has(m.id)).toBe(false);
        seen.add(m.id);
      }
      expect(Math.max(...items.map((m) => m.id))).toBeLessThan(previousOldest);
      previousOldest = Math.min(...items.map((m) => m.id));
      if (nextBefore === null) break;
      before = nextBefore;
    }
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from messages where room_id = ${roomId}`.execute(t.db);
    expect(seen.size).toBe(rows[0]?.n);
  });

  test('two rooms written at once: every send succeeds and each room gets exactly its own messages', async () => {
    const other = await clientWithoutRoom(t.db, 3);
    const made = await admin.post(api.chat.addRoom, { clientId: other.id, memberIds: [chatId], name: 'Second room at once' });
    expect(made.status).toBe(200);
    const secondRoom = made.body.data.id;
    const countOf = async (room: number) =>
      (await sql<{ n: number }>`select count(*)::int as n from messages where room_id = ${room}`.execute(t.db)).rows[0]?.n ?? 0;
    const [firstBefore, secondBefore] = [await countOf(roomId), await countOf(secondRoom)];
    const sends = [];
    for (let i = 0; i < 10; i++) {
      sends.push(chat.post(api.chat.sendMessage, { roomId, text: `At once A ${i}` }));
      sends.push(admin.post(api.chat.sendMessage, { roomId: secondRoom, text: `At once B ${i}` }));
      sends.push(admin.post(api.chat.sendMessage, { roomId, text: `At once C ${i}` }));
    }
    const results = await Promise.all(sends);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect(await countOf(roomId)).toBe(firstBefore + 20);
    expect(await countOf(secondRoom)).toBe(secondBefore + 10);
    const second = (await chat.get(api.chat.getMessages, { roomId: secondRoom, limit: 10 })).body.data.items;
    expect(second.map((m) => m.body).sort()).toEqual([...Array(10).keys()].map((i) => `At once B ${i}`).sort());
    // The stored counts agree with the messages: the chat user has read nothing of admin's ten.
    const unread = (await chat.get(api.chat.getUnread)).body.data;
    expect(unread.rooms.find((r) => r.roomId === secondRoom)?.unread).toBe(10);
  });
});
