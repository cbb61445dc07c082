import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { clientWithoutRoom, staffId } from '../chat/fixtures';

/** ticket/sendEmail (docs/product.md#tickets): mailed through the mailer, captured in the outbox. */
let t: TestApp;
let chat: SignedIn;
let admin: SignedIn;
let workers: SignedIn;
let chatId: number;
let client: { id: number; name: string; cfrUsers: number };
let roomId: number;

beforeAll(async () => {
  t = await seededTestApp();
  chat = await t.injectAs('chat');
  admin = await t.injectAs('admin');
  workers = await t.injectAs('workers');
  chatId = await staffId(t.db, 'chat');
  client = await clientWithoutRoom(t.db);
  roomId = (await chat.post(api.chat.addRoom, { clientId: client.id })).body.data.id;
}, 60_000);
afterAll(() => t.close());

describe('ticket/sendEmail', () => {
  test('mailed through the outbox, stored, a client event and an admin event', async () => {
    const res = await chat.post(api.chat.sendEmail, { subject: 'Colis abîmé', body: 'Le colis est arrivé abîmé.', roomId });
    expect(res.status).toBe(200);
    expect(res.body.data.to).toEqual(['support@courier.example']);
    const mail = await t.db.selectFrom('mail_outbox').selectAll().where('id', '=', res.body.data.outboxId).executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`[Ticket #${res.body.data.ticketId}] Colis abîmé`);
    expect(mail.to_addresses).toEqual(['support@courier.example']);
    expect(mail.text_body).toContain(`Client: ${client.name}`);
    const clientEvent = await t.db.selectFrom('client_events').selectAll().where('client_id', '=', client.id).where('kind', '=', 'ticket_sent').executeTakeFirstOrThrow();
    expect(clientEvent.summary).toBe(`Ticket #${res.body.data.ticketId} sent: Colis abîmé`);
    const adminEvent = await t.db.selectFrom('admin_events').select('user_id').where('action', '=', 'ticket.sendEmail').where('target_id', '=', String(res.body.data.ticketId)).executeTakeFirst();
    expect(adminEvent?.user_id).toBe(chatId);
  });

  test('400 naming fields, 404 unknown client or room, 403 for a room one is not in or without the role', async () => {
    const bad = await chat.postUnchecked(api.chat.sendEmail, { subject: '', body: 'x', to: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['subject', 'to']);
    expect((await chat.post(api.chat.sendEmail, { subject: 's', body: 'b', clientId: 999_999 })).body.error.fields).toEqual({ clientId: 'No such client: 999999' });
    expect((await chat.post(api.chat.sendEmail, { subject: 's', body: 'b', roomId: 999_999 })).status).toBe(404);
    const other = await clientWithoutRoom(t.db);
    const foreign = (await admin.post(api.chat.addRoom, { clientId: other.id })).body.data.id;
    expect((await chat.post(api.chat.sendEmail, { subject: 's', body: 'b', roomId: foreign })).status).toBe(403);
    expect((await workers.post(api.chat.sendEmail, { subject: 's', body: 'b' })).status).toBe(403);
  });
});
