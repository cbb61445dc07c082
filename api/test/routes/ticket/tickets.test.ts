import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { fieldNames } from '../../helpers/injectAs';
import { clientWithoutRoom, staffId } from '../chat/fixtures';

/**
 * ticket/getTickets and ticket/closeTicket (docs/product.md#tickets): the support team's list of
 * tickets, open by default and newest first, and a ticket marked done once, at its version.
 */
let t: TestApp;
let chat: SignedIn;
let admin: SignedIn;
let workers: SignedIn;
let chatId: number;
let roomId: number;
let roomName: string;

beforeAll(async () => {
  t = await seededTestApp();
  [chat, admin, workers] = await Promise.all(['chat', 'admin', 'workers'].map((login) => t.injectAs(login)));
  chatId = await staffId(t.db, 'chat');
  const client = await clientWithoutRoom(t.db);
  const room = (await chat.post(api.chat.addRoom, { clientId: client.id })).body.data;
  [roomId, roomName] = [room.id, room.name];
}, 60_000);
afterAll(() => t.close());

const send = async (subject: string, roomIdOf?: number) => {
  const res = await chat.post(api.chat.sendEmail, { subject, body: 'Merci de regarder.', roomId: roomIdOf });
  expect(res.status).toBe(200);
  return res.body.data.ticketId;
};

describe('ticket/getTickets', () => {
  test('open by default, newest first, with its room and sender; the total of the filter', async () => {
    const id = await send('Export en panne', roomId);
    const res = await chat.get(api.chat.getTickets);
    expect(res.status).toBe(200);
    const { items, total, page, pageSize } = res.body.data;
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 50 });
    expect(items[0]).toMatchObject({
      id,
      subject: 'Export en panne',
      room: { id: roomId, name: roomName },
      sentBy: { id: chatId },
      status: 'open',
      closedAt: null,
      closedBy: null,
      version: 1,
    });
    expect(items.every((x) => x.status === 'open')).toBe(true);
    const times = items.map((x) => x.sentAt);
    expect([...times].sort().reverse()).toEqual(times);
    const open = await t.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('closed_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(total).toBe(Number(open.n));
  });

  test('closed and all; paged', async () => {
    const open = (await chat.get(api.chat.getTickets, { status: 'open' })).body.data.total;
    const closed = (await chat.get(api.chat.getTickets, { status: 'closed' })).body.data;
    const all = (await chat.get(api.chat.getTickets, { status: 'all', pageSize: 2, page: 2 })).body.data;
    expect(closed.items.every((x) => x.status === 'closed' && x.closedAt !== null)).toBe(true);
    expect(all.total).toBe(open + closed.total);
    expect(all).toMatchObject({ page: 2, pageSize: 2 });
    expect(all.items.length).toBe(Math.min(2, Math.max(0, all.total - 2)));
  });

  test('400 naming the field; 403 without the CHAT role', async () => {
    const bad = await chat.getUnchecked(api.chat.getTickets, { status: 'pending' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['status']);
    expect(fieldNames(await chat.getUnchecked(api.chat.getTickets, { pageSize: 0 }))).toEqual(['pageSize']);
    expect((await workers.get(api.chat.getTickets)).status).toBe(403);
  });
});

describe('ticket/closeTicket', () => {
  test('marks it done by the caller, once; an admin event records who', async () => {
    const id = await send('Facture en double');
    const res = await admin.post(api.chat.closeTicket, { ticketId: id, version: 1 });
    expect(res.status).toBe(200);
    const adminId = await staffId(t.db, 'admin');
    expect(res.body.data).toMatchObject({ id, status: 'closed', closedBy: { id: adminId }, version: 2 });
    expect(res.body.data.closedAt).not.toBeNull();
    const open = await chat.get(api.chat.getTickets, { pageSize: 500 });
    expect(open.body.data.items.map((x) => x.id)).not.toContain(id);
    const closed = await chat.get(api.chat.getTickets, { status: 'closed' });
    expect(closed.body.data.items[0]).toMatchObject({ id, closedBy: { id: adminId } });
    const event = await t.db
      .selectFrom('admin_events')
      .select(['user_id', 'target_type', 'data'])
      .where('action', '=', 'ticket.closeTicket')
      .where('target_id', '=', String(id))
      .executeTakeFirst();
    expect(event).toEqual({
      user_id: adminId,
      target_type: 'ticket',
      data: { subject: 'Facture en double', sentBy: expect.any(String) },
    });

    const again = await chat.post(api.chat.closeTicket, { ticketId: id, version: 2 });
    expect(again.status).toBe(409);
    expect(fieldNames(again)).toEqual(['ticketId']);
  });

  test('409 on a stale version, and nothing changes', async () => {
    const id = await send('Accès refusé');
    const stale = await chat.post(api.chat.closeTicket, { ticketId: id, version: 7 });
    expect(stale.status).toBe(409);
    expect(fieldNames(stale)).toEqual(['version']);
    const row = await t.db.selectFrom('tickets').select(['closed_at', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ closed_at: null, version: 1 });
  });

  test('404 naming ticketId, 400 naming the field, 403 without the CHAT role', async () => {
    const missing = await chat.post(api.chat.closeTicket, { ticketId: 999_999, version: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.fields).toEqual({ ticketId: 'No such ticket: 999999' });
    const bad = await chat.postUnchecked(api.chat.closeTicket, { ticketId: 'x', version: 1 });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['ticketId']);
    expect(fieldNames(await chat.postUnchecked(api.chat.closeTicket, { ticketId: 1 }))).toEqual(['version']);
    const id = await send('Pas pour vous');
    expect((await workers.post(api.chat.closeTicket, { ticketId: id, version: 1 })).status).toBe(403);
  });
});
