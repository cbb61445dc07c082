import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { seededTestApp, testConfig, type SignedIn, type TestApp } from '../../helpers/testApp';
import { DEFAULT_SUPPORT_EMAIL, loadConfig } from '../../../src/config';
import { clientWithoutRoom, staffId } from '../chat/fixtures';

/**
 * ticket/sendEmail (docs/product.md#tickets): mailed through the mailer, captured in the outbox,
 * to the support address the deployment sets and nowhere else; rate limited per user.
 */
const SUPPORT = 'help@ops.test';
const TICKETS_PER_HOUR = 8;
let t: TestApp;
let chat: SignedIn;
let admin: SignedIn;
let workers: SignedIn;
let chatId: number;
let client: { id: number; name: string; cfrUsers: number };
let roomId: number;

beforeAll(async () => {
  t = await seededTestApp({
    supportEmail: SUPPORT,
    rateLimit: { ...testConfig().rateLimit, ticketsPerUserPerHour: TICKETS_PER_HOUR },
  });
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
    expect(res.body.data.to).toEqual([SUPPORT]);
    const mail = await t.db.selectFrom('mail_outbox').selectAll().where('id', '=', res.body.data.outboxId).executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`[Ticket #${res.body.data.ticketId}] Colis abîmé`);
    expect(mail.to_addresses).toEqual([SUPPORT]);
    expect(mail.text_body).toContain(`Client: ${client.name}`);
    const clientEvent = await t.db.selectFrom('client_events').selectAll().where('client_id', '=', client.id).where('kind', '=', 'ticket_sent').executeTakeFirstOrThrow();
    expect(clientEvent.summary).toBe(`Ticket #${res.body.data.ticketId} sent: Colis abîmé`);
    const adminEvent = await t.db.selectFrom('admin_events').select('user_id').where('action', '=', 'ticket.sendEmail').where('target_id', '=', String(res.body.data.ticketId)).executeTakeFirst();
    expect(adminEvent?.user_id).toBe(chatId);
  });

  test('400 naming fields, 404 unknown client or room, 403 for a room one is not in or without the role', async () => {
    const bad = await chat.postUnchecked(api.chat.sendEmail, { subject: '', body: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(['subject']);
    expect((await chat.post(api.chat.sendEmail, { subject: 's', body: 'b', clientId: 999_999 })).body.error.fields).toEqual({ clientId: 'No such client: 999999' });
    expect((await chat.post(api.chat.sendEmail, { subject: 's', body: 'b', roomId: 999_999 })).status).toBe(404);
    const other = await clientWithoutRoom(t.db);
    const foreign = (await admin.post(api.chat.addRoom, { clientId: other.id })).body.data.id;
    expect((await chat.post(api.chat.sendEmail, { subject: 's', body: 'b', roomId: foreign })).status).toBe(403);
    expect((await workers.post(api.chat.sendEmail, { subject: 's', body: 'b' })).status).toBe(403);
  });

  test('a recipient chosen by the caller is refused (400 naming to), nothing is mailed', async () => {
    const before = await t.db.selectFrom('mail_outbox').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await chat.postUnchecked(api.chat.sendEmail, { subject: 'Facture', body: 'Voir pièce jointe', to: 'mallory@evil.test' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['to']);
    const after = await t.db.selectFrom('mail_outbox').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const mailedThere = await t.db.selectFrom('mail_outbox').select('id').where(sql<boolean>`'mallory@evil.test' = any(to_addresses)`).execute();
    expect(mailedThere).toEqual([]);
  });

  test('rate limited per user: beyond the hourly allowance a 429 in the error envelope; other users are not affected', async () => {
    // A fixed window of an hour: start the count well inside one.
    const left = 3_600_000 - (Date.now() % 3_600_000);
    if (left < 60_000) await new Promise((r) => setTimeout(r, left + 1_000));
    const ticket = (n: number) => ({ subject: `Limite ${n}`, body: 'Encore un ticket' });
    const first = await t.injectAs('admin');
    for (let n = 1; n <= TICKETS_PER_HOUR; n++) expect((await first.post(api.chat.sendEmail, ticket(n))).status).toBe(200);
    const refused = await first.post(api.chat.sendEmail, ticket(99));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(refused.body.error.message).toMatch(/^Too many tickets sent from your account this hour; try again in \d+ s\.$/);
    // Per user, not per session: the same account signed in again is still refused.
    expect((await admin.post(api.chat.sendEmail, ticket(100))).status).toBe(429);
    // Another user from the same address still may.
    expect((await chat.post(api.chat.sendEmail, ticket(101))).status).toBe(200);
    const sent = await t.db.selectFrom('tickets').select('id').where('subject', 'in', ['Limite 99', 'Limite 100']).execute();
    expect(sent).toEqual([]);
  });
});

describe('the support address', () => {
  test('SUPPORT_EMAIL sets it, checked at start; unset is the default', () => {
    expect(loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: ' Help@Ops.Example ' }).supportEmail).toBe('help@ops.example');
    expect(loadConfig({ NODE_ENV: 'test' }).supportEmail).toBe(DEFAULT_SUPPORT_EMAIL);
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: 'a@b.example, c@d.example' })).toThrow(/SUPPORT_EMAIL must be one email address/);
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: 'nobody' })).toThrow(/SUPPORT_EMAIL/);
  });
});
