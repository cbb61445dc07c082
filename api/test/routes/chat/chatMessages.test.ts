import { api } from '@courier/shared/contract';
import { clientWithoutRoom } from './fixtures';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { t, chat, admin, workers, chatId, workersId, client, roomId, send, useSeededApp } from './chatSetup';

useSeededApp();

const dataUrlBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

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
    const nested = await chat.postUnchecked(api.chat.sendMessage, {
      roomId,
      attachment: { name: 'a.png', data: 'iVBORw0KGgo=', mime: 'text/html' },
    });
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
    expect(png.body.data.attachment).toEqual({
      name: 'dot.pdf',
      mime: 'image/png',
      size: expect.any(Number),
    });
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
  const canvas = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#c03' } });
  const exif = {
    IFD0: { Artist: SECRET, Copyright: SECRET },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '48/1 51/1 2400/100',
      GPSLongitudeRef: 'E',
      GPSLongitude: '2/1 21/1 300/100',
    },
  };

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
    const png = Buffer.concat([
      await canvas(8, 8).png().withExif(exif).toBuffer(),
      Buffer.from(`hidden ${SECRET}`),
    ]);
    const webp = await canvas(8, 8).webp().withExif(exif).toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    for (const [data, format] of [
      [png, 'png'],
      [webp, 'webp'],
    ] as const) {
      const { bytes, meta } = await stored(data, `x.${format}`);
      expect(meta).toMatchObject({ format, width: 8, height: 8 });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(SECRET)).toBe(false);
    }
  });

  test('an animated GIF keeps its frames', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 10, height: 10, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#0c0'), await frame('#00c')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const { meta } = await stored(gif, 'wave.gif');
    expect(meta).toMatchObject({ format: 'gif', pages: 2, width: 10 });
  });

  test('an image that cannot be decoded is a 415, one over 25 megapixels a 413 (read from its header, never decoded)', async () => {
    const broken = Buffer.concat([
      Buffer.from(PNG_1PX.split(',')[1]!, 'base64').subarray(0, 40),
      Buffer.alloc(30),
    ]);
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
