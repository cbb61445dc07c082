import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { clientWithoutRoom, staffId } from './fixtures';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const dataUrlBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/**
 * The HTTP calls of the Chat area (docs/product.md#chat): rooms, members, direct chats,
 * messages paged by cursor, attachments checked by content, read marks and unread counts.
 */
let t: TestApp;
let chat: SignedIn;
let admin: SignedIn;
let workers: SignedIn;
let chatId: number;
let adminId: number;
let workersId: number;
let client: { id: number; name: string; cfrUsers: number };
let roomId: number;

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  t = await seededTestApp();
  chat = await t.injectAs('chat');
  admin = await t.injectAs('admin');
  workers = await t.injectAs('workers');
  chatId = await staffId(t.db, 'chat');
  adminId = await staffId(t.db, 'admin');
  workersId = await staffId(t.db, 'workers');
  client = await clientWithoutRoom(t.db);
  const res = await chat.post(api.chat.addRoom, { clientId: client.id, memberIds: [adminId] });
  expect(res.status).toBe(200);
  roomId = res.body.data.id;
}, 60_000);
afterAll(() => t.close());

const send = (who: SignedIn, text: string, extra: Record<string, unknown> = {}) =>
  who.post(api.chat.sendMessage, { roomId, text, ...extra });

describe('chat/addRoom', () => {
  test('the client room: its name, the caller and the chosen staff, every active cfr user of the client; an admin and a client event', async () => {
    const room = (await chat.get(api.chat.getAllRooms, { search: client.name })).body.data.find(
      (r) => r.id === roomId,
    );
    expect(room).toMatchObject({
      name: client.name,
      client: { id: client.id, name: client.name },
      activityStatus: 'active',
      memberCount: 2,
      cfrUserCount: client.cfrUsers,
      isMember: true,
      version: 1,
    });
    const event = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .where('action', '=', 'chat.addRoom')
      .where('target_id', '=', String(roomId))
      .executeTakeFirst();
    expect(event?.user_id).toBe(chatId);
    const clientEvent = await t.db
      .selectFrom('client_events')
      .select('kind')
      .where('client_id', '=', client.id)
      .where('kind', '=', 'chat_room_created')
      .execute();
    expect(clientEvent).toHaveLength(1);
  });

  test('one active room per client: 409 naming the client', async () => {
    const res = await admin.post(api.chat.addRoom, { clientId: client.id });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`${client.name} already has a room: ${client.name}`);
    expect(res.body.error.fields).toHaveProperty('clientId');
  });

  test('400 naming bad and unknown fields, 404 for an unknown client, 400 for a member without the CHAT role', async () => {
    const bad = await chat.postUnchecked(api.chat.addRoom, { clientId: 'abc', colour: 'red' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(expect.arrayContaining(['clientId']));
    const unknownField = await chat.postUnchecked(api.chat.addRoom, { clientId: client.id, colour: 'red' });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.error.fields).toHaveProperty('colour');
    const missing = await chat.post(api.chat.addRoom, { clientId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.fields).toEqual({ clientId: 'No such client: 999999' });
    const other = await clientWithoutRoom(t.db);
    const noRole = await chat.post(api.chat.addRoom, { clientId: other.id, memberIds: [workersId] });
    expect(noRole.status).toBe(400);
    expect(noRole.body.error.fields).toHaveProperty('memberIds');
  });

  test('403 without the CHAT role', async () => {
    expect((await workers.post(api.chat.addRoom, { clientId: client.id })).status).toBe(403);
  });
});

describe('chat/sendMessage and chat/getMessages', () => {
  test('a message as the members read it, then pages backwards by cursor, oldest first in a page', async () => {
    const sent: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await send(chat, `page message ${i}`);
      expect(res.status).toBe(200);
      sent.push(res.body.data.id);
    }
    const first = (await send(chat, 'last one')).body.data;
    expect(first).toMatchObject({
      roomId,
      chatId: null,
      sender: { kind: 'staff', id: chatId, name: expect.any(String) },
      body: 'last one',
      attachment: null,
    });
    sent.push(first.id);

    const page1 = await admin.get(api.chat.getMessages, { roomId, limit: 2 });
    expect(page1.status).toBe(200);
    expect(page1.body.data.items.map((m) => m.body)).toEqual(['page message 5', 'last one']);
    expect(page1.body.data.nextBefore).toBe(sent[4]);
    const page2 = await admin.get(api.chat.getMessages, {
      roomId,
      limit: 2,
      before: page1.body.data.nextBefore!,
    });
    expect(page2.body.data.items.map((m) => m.body)).toEqual(['page message 3', 'page message 4']);
    const rest = await admin.get(api.chat.getMessages, {
      roomId,
      limit: 50,
      before: page2.body.data.nextBefore!,
    });
    expect(rest.body.data.items.map((m) => m.body)).toEqual(['page message 1', 'page message 2']);
    expect(rest.body.data.nextBefore).toBeNull();
  });

  test('a page merges short and long messages (over 2,000 bytes, apart in the indexes) in id order, each as sent', async () => {
    const long = 'é'.repeat(1500); // 3,000 bytes
    const ids: number[] = [];
    for (const [text, key] of [
      ['short a', undefined],
      [long, 'key-long-0001'],
      ['short b', 'key-short-b01'],
      [`${long}!`, undefined],
    ] as const) {
      const res = await send(chat, text, key ? { clientKey: key } : {});
      expect(res.status).toBe(200);
      ids.push(res.body.data.id);
    }
    const page = (await admin.get(api.chat.getMessages, { roomId, limit: 3 })).body.data;
    expect(page.items.map((m) => m.id)).toEqual(ids.slice(1));
    expect(page.items.map((m) => m.body)).toEqual([long, 'short b', `${long}!`]);
    expect(page.items.map((m) => m.clientKey)).toEqual(['key-long-0001', 'key-short-b01', null]);
    expect(page.items[0]).toMatchObject({
      roomId,
      chatId: null,
      sender: { kind: 'staff', id: chatId },
      attachment: null,
    });
    expect(page.nextBefore).toBe(ids[1]);
    const older = (await admin.get(api.chat.getMessages, { roomId, limit: 1, before: ids[1]! })).body.data;
    expect(older.items.map((m) => m.body)).toEqual(['short a']);
  });

  test('the same clientKey twice: one message, the first answered again', async () => {
    const key = 'key-0123456789';
    const a = await send(chat, 'once only', { clientKey: key });
    const b = await send(chat, 'once only', { clientKey: key });
    expect(a.status).toBe(200);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(b.body.data.clientKey).toBe(key);
    const rows = await t.db.selectFrom('messages').select('id').where('body', '=', 'once only').execute();
    expect(rows).toHaveLength(1);
  });

  test('400: too long, empty, both or neither conversation, bad key, unknown field', async () => {
    const long = await send(chat, 'x'.repeat(4001));
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('text');
    expect((await send(chat, 'x'.repeat(4000))).status).toBe(200);
    const empty = await send(chat, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('text');
    const both = await chat.post(api.chat.sendMessage, { roomId, chatId: 1, text: 'x' });
    expect(both.status).toBe(400);
    expect(both.body.error.fields).toHaveProperty('roomId');
    const neither = await chat.post(api.chat.sendMessage, { text: 'x' });
    expect(neither.status).toBe(400);
    expect(neither.body.error.fields).toHaveProperty('roomId');
    const key = await send(chat, 'x', { clientKey: 'a b' });
    expect(key.body.error.fields).toHaveProperty('clientKey');
    const unknown = await chat.postUnchecked(api.chat.sendMessage, { roomId, text: 'x', urgent: true });
    expect(unknown.body.error.fields).toHaveProperty('urgent');
    // The attachment is strict too: an unknown field in it is named by its path.
    const nested = await chat.postUnchecked(api.chat.sendMessage, { roomId, attachment: { name: 'a.png', data: 'iVBORw0KGgo=', mime: 'text/html' } });
    expect(nested.status).toBe(400);
    expect(nested.body.error.fields).toEqual({ 'attachment.mime': 'Unknown field' });
  });

  test('404 for an unknown room or chat, 403 for a room one is not in, 403 without the role', async () => {
    const missing = await chat.post(api.chat.sendMessage, { roomId: 999_999, text: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.fields).toEqual({ roomId: 'No such room: 999999' });
    expect((await chat.get(api.chat.getMessages, { chatId: 999_999 })).status).toBe(404);
    const other = await clientWithoutRoom(t.db);
    const foreign = (await admin.post(api.chat.addRoom, { clientId: other.id })).body.data.id;
    const refused = await chat.post(api.chat.sendMessage, { roomId: foreign, text: 'let me in' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('You are not a member of this room');
    expect((await chat.get(api.chat.getMessages, { roomId: foreign })).status).toBe(403);
    expect((await workers.post(api.chat.sendMessage, { roomId, text: 'x' })).status).toBe(403);
    expect((await workers.get(api.chat.getMessages, { roomId })).status).toBe(403);
    const neither = await chat.get(api.chat.getMessages, {});
    expect(neither.status).toBe(400);
    expect(neither.body.error.fields).toHaveProperty('roomId');
  });

  test('attachments are recognised by content: a PNG is kept (re-encoded), text is a 415, a bad base64 a 400', async () => {
    const png = await send(chat, '', { attachment: { name: 'dot.pdf', data: PNG_1PX } });
    expect(png.status).toBe(200);
    const size = png.body.data.attachment?.size;
    expect(png.body.data.attachment).toEqual({ name: 'dot.pdf', mime: 'image/png', size: expect.any(Number) });
    const file = await admin.get(api.chat.getAttachment, { messageId: png.body.data.id });
    expect(file.status).toBe(200);
    const stored = dataUrlBytes(file.body.data.dataUrl);
    expect(stored.length).toBe(size);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const inHistory = (await admin.get(api.chat.getMessages, { roomId, limit: 1 })).body.data.items;
    expect(inHistory).toHaveLength(1);
    expect(inHistory[0]).toMatchObject({
      id: png.body.data.id,
      body: '',
      attachment: { name: 'dot.pdf', mime: 'image/png', size },
    });
    const text = await send(chat, 'see file', {
      attachment: { name: 'evil.png', data: Buffer.from('hello world').toString('base64') },
    });
    expect(text.status).toBe(415);
    expect(text.body.error.fields).toHaveProperty(['attachment.data']);
    const broken = await send(chat, 'see file', {
      attachment: { name: 'x.png', data: 'data:image/png;base64,@@@' },
    });
    expect(broken.status).toBe(400);
    expect((await workers.get(api.chat.getAttachment, { messageId: png.body.data.id })).status).toBe(403);
    const plain = (await send(chat, 'no file')).body.data.id;
    expect((await chat.get(api.chat.getAttachment, { messageId: plain })).status).toBe(404);
  });
});

describe('image attachments lose their metadata', () => {
  const SECRET = 'Jane Photographer';
  const stored = async (data: Buffer, name: string) => {
    const sent = await send(chat, '', { attachment: { name, data: data.toString('base64') } });
    expect(sent.status).toBe(200);
    const file = await admin.get(api.chat.getAttachment, { messageId: sent.body.data.id });
    const bytes = dataUrlBytes(file.body.data.dataUrl);
    expect(sent.body.data.attachment?.size).toBe(bytes.length);
    return { bytes, meta: await sharp(bytes).metadata() };
  };
  const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c03' } });
  const exif = { IFD0: { Artist: SECRET, Copyright: SECRET }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' } };

  test('a camera JPEG: no EXIF (GPS, owner) is kept, and it is stored the right way up', async () => {
    const photo = await canvas(40, 20).jpeg().withMetadata({ orientation: 6 }).withExifMerge(exif).toBuffer();
    // What was sent carries it all.
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(photo.includes(SECRET)).toBe(true);
    const { bytes, meta } = await stored(photo, 'holiday.jpg');
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes(SECRET)).toBe(false);
  });

  test('PNG and WebP lose their EXIF too, and what hides after the image data', async () => {
    const png = Buffer.concat([await canvas(8, 8).png().withExif(exif).toBuffer(), Buffer.from(`hidden ${SECRET}`)]);
    const webp = await canvas(8, 8).webp().withExif(exif).toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    for (const [data, format] of [[png, 'png'], [webp, 'webp']] as const) {
      const { bytes, meta } = await stored(data, `x.${format}`);
      expect(meta).toMatchObject({ format, width: 8, height: 8 });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(SECRET)).toBe(false);
    }
  });

  test('an animated GIF keeps its frames', async () => {
    const frame = (colour: string) => sharp({ create: { width: 10, height: 10, channels: 3, background: colour } }).png().toBuffer();
    const gif = await sharp([await frame('#0c0'), await frame('#00c')], { join: { animated: true } }).gif().toBuffer();
    const { meta } = await stored(gif, 'wave.gif');
    expect(meta).toMatchObject({ format: 'gif', pages: 2, width: 10 });
  });

  test('an image that cannot be decoded is a 415, one over 25 megapixels a 413 (read from its header, never decoded)', async () => {
    const broken = Buffer.concat([Buffer.from(PNG_1PX.split(',')[1]!, 'base64').subarray(0, 40), Buffer.alloc(30)]);
    const bad = await send(chat, '', { attachment: { name: 'bad.png', data: broken.toString('base64') } });
    expect(bad.status).toBe(415);
    expect(bad.body.error.fields).toHaveProperty(['attachment.data']);
    // The 1-pixel PNG with its header saying 6,000 x 6,000 (and the header's checksum to match).
    const huge = Buffer.from(PNG_1PX.split(',')[1]!, 'base64');
    huge.writeUInt32BE(6000, 16);
    huge.writeUInt32BE(6000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const big = await send(chat, '', { attachment: { name: 'huge.png', data: huge.toString('base64') } });
    expect(big.status).toBe(413);
    expect(big.body.error.fields).toHaveProperty(['attachment.data']);
  });
});

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
      .values({ login: 'zq-hidden-login', name: 'Quentin Quiet', email: 'quentin@courier.example', password_hash: 'x', roles: ['CHAT'] })
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
