import { api } from '@courier/shared/contract';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/db/database';
import { createMailSender, retryDelayMs } from '../../src/mail/sender';
import { mailSenderJob } from '../../src/jobs/mailSender';
import type { Config } from '../../src/config';
import { seededTestApp, type SignedIn, type TestApp } from '../helpers/testApp';
import { stepUpAs } from '../helpers/stepUp';
import { attachmentsOf, closedPort, headerOf, startSilentServer, startSmtpServer, textOf, type Verdict } from '../helpers/smtpServer';

/**
 * The outbox's sender (mail/sender.ts) against a real SMTP server started here (the
 * `smtp-server` package on a loopback port): a mail leaves after its action committed, with its
 * attachment; a refusal is tried again and delivered once; a server that is down, silent or
 * refusing never slows nor undoes the action, and leaves the mail queued, then failed after N
 * tries. Several senders never send one mail twice (FOR UPDATE SKIP LOCKED; on PostgreSQL
 * with DATABASE_URL, also with separate connections and a row held by another transaction).
 */
let t: TestApp;
let clients: SignedIn;
let cfr: SignedIn;
let settings: SignedIn;
let decide: (n: number) => Verdict = () => ({ accept: true });
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer((n) => decide(n));
  t = await seededTestApp({ smtpUrl: smtp.url, mailSender: { pollMs: 50, maxTries: 3, retryBaseMs: 0, smtpTimeoutMs: 5_000 } });
  clients = await t.injectAs('clients');
  cfr = await t.injectAs('cfrusers');
  settings = await t.injectAs('settings');
  await stepUpAs(t, clients, 'clients');
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(async () => {
  decide = () => ({ accept: true });
  // Each test starts from an empty queue (what an earlier test left unsent is not its business).
  await t.db.updateTable('mail_outbox').set({ status: 'failed', next_attempt_at: null }).where('status', 'in', ['queued', 'sending']).execute();
});

const row = (id: number) => t.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** A sender of this app's database with other settings (another SMTP server, other time-outs). */
const senderWith = (config: Partial<Omit<Config, 'mailSender'>> & { mailSender?: Partial<Config['mailSender']> }, db: Database = t.db) =>
  createMailSender({ db, config: { ...t.config, ...config, mailSender: { ...t.config.mailSender, ...config.mailSender } } });

/** The subject of an invoice's mail: in its client's language (domain/mailTexts.ts). */
const invoiceSubject = (inv: { invoice_number: string; invoice_language: string }) =>
  `${inv.invoice_language === 'en' ? 'Invoice' : 'Facture'} ${inv.invoice_number}`;

/** Issued invoices of active clients with a billing contact that has an email, one per client. */
async function invoices(count: number, offset = 0) {
  const { rows } = await sql<{ invoice_number: string; client_id: number; email: string; invoice_language: string }>`
    select distinct on (i.client_id) i.invoice_number, i.client_id, bc.email, c.invoice_language
    from invoices i join clients c on c.id = i.client_id join client_contacts bc on bc.id = c.billing_contact_id
    where c.activity_status = 'active' and bc.email is not null and i.status = 'issued'
    order by i.client_id, i.id offset ${offset} limit ${count}`.execute(t.db);
  expect(rows).toHaveLength(count);
  return rows;
}

const activeCfrUser = (offset: number) =>
  t.db.selectFrom('cfr_users').selectAll().where('activity_status', '=', 'active').orderBy('id').offset(offset).executeTakeFirstOrThrow();

test('"Send invoice" queues the mail in its transaction; after commit it arrives at the SMTP server with its PDF', async () => {
  const [inv] = await invoices(1);
  const res = await clients.post(api.clients.sendInvoice, { invoiceNumber: inv.invoice_number, clientId: inv.client_id });
  expect(res.status).toBe(200);
  const outboxId = res.body.data.mail.outboxId;
  expect(await row(outboxId)).toMatchObject({ status: 'queued', tries: 0 });
  expect(smtp.received).toHaveLength(0);

  expect(await t.sendQueuedMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
  const got = smtp.received.at(-1)!;
  expect(got.to).toContain(inv.email);
  expect(headerOf(got.raw, 'Subject')).toBe(invoiceSubject(inv));
  const [pdf] = attachmentsOf(got.raw);
  expect(pdf.filename).toBe(`${inv.invoice_number}.pdf`);
  expect(pdf.contentType).toBe('application/pdf');
  const { rows: stored } = await sql<{ pdf: Uint8Array }>`select d.pdf from invoice_documents d join invoices i on i.id = d.invoice_id
    where i.invoice_number = ${inv.invoice_number}`.execute(t.db);
  expect(pdf.content.equals(Buffer.from(stored[0].pdf))).toBe(true);

  const sent = await row(outboxId);
  expect(sent).toMatchObject({ status: 'sent', tries: 1, last_error: null, next_attempt_at: null });
  expect(sent.transport_message_id).toBe(headerOf(got.raw, 'Message-ID'));
  expect(sent.transport_response).toContain(`queued as ${got.queueId}`);
  // The outbox page shows it sent, with the server's answer.
  const shown = await settings.get(api.settings.getMail, { id: outboxId });
  expect(shown.body.data).toMatchObject({ status: 'sent', tries: 1, messageId: sent.transport_message_id, lastError: null });
  expect(shown.body.data.serverResponse).toContain(got.queueId);
});

test('a reset link reaches the mailbox with its token, while the outbox shows [redacted]', async () => {
  const u = await activeCfrUser(0);
  const res = await cfr.post(api.cfrUsers.resetPassword, { clientId: u.client_id, userCFrId: u.id, email: u.email });
  expect(res.status).toBe(200);
  await t.sendQueuedMail();
  const got = smtp.received.at(-1)!;
  expect(got.to).toEqual([u.email]);
  const token = /token=([A-Za-z0-9_-]{43})/.exec(textOf(got.raw))![1];
  const shown = await settings.get(api.settings.getMail, { id: res.body.data.outboxId });
  expect(shown.body.data.status).toBe('sent');
  expect(shown.body.data.text).toContain('token=[redacted]');
  expect(JSON.stringify(shown.body)).not.toContain(token);
  expect(JSON.stringify(await row(res.body.data.outboxId))).not.toContain(token);
});

test('the server refusing (451), then accepting: one delivery, after a retry', async () => {
  let refusals = 0;
  decide = () => (refusals++ === 0 ? { accept: false, code: 451, message: 'Try again later' } : { accept: true });
  const [inv] = await invoices(1, 1);
  const res = await clients.post(api.clients.sendInvoice, { invoiceNumber: inv.invoice_number, clientId: inv.client_id });
  expect(res.status).toBe(200);
  const outboxId = res.body.data.mail.outboxId;
  const before = smtp.received.length;

  expect(await t.sendQueuedMail()).toEqual({ sent: 0, retried: 1, failed: 0 });
  const waiting = await row(outboxId);
  expect(waiting).toMatchObject({ status: 'queued', tries: 1 });
  expect(waiting.last_error).toMatch(/451 Try again later/);
  expect(smtp.received.length).toBe(before);
  const listed = await settings.get(api.settings.getMails, { status: 'queued' });
  expect(listed.body.data.items.find((m) => m.id === outboxId)).toMatchObject({ tries: 1, lastError: expect.stringMatching(/451/) });

  expect(await t.sendQueuedMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
  expect(await t.sendQueuedMail()).toEqual({ sent: 0, retried: 0, failed: 0 });
  expect(smtp.received.length).toBe(before + 1);
  expect(smtp.received.filter((m) => headerOf(m.raw, 'Subject') === invoiceSubject(inv))).toHaveLength(1);
  expect(await row(outboxId)).toMatchObject({ status: 'sent', tries: 2, last_error: null });
});

test('the server down: the action succeeded, the mail stays queued, then fails after the last try', async () => {
  const down = senderWith({ smtpUrl: await closedPort() });
  const [inv] = await invoices(1, 2);
  const u = await activeCfrUser(1);
  const invoice = await clients.post(api.clients.sendInvoice, { invoiceNumber: inv.invoice_number, clientId: inv.client_id });
  const reset = await cfr.post(api.cfrUsers.resetPassword, { clientId: u.client_id, userCFrId: u.id, email: u.email });
  expect(invoice.status).toBe(200);
  expect(invoice.body.data.invoice.status).toBe('sent');
  expect(reset.status).toBe(200);
  const ids = [invoice.body.data.mail.outboxId, reset.body.data.outboxId];

  expect(await down.runOnce()).toEqual({ sent: 0, retried: 2, failed: 0 });
  for (const id of ids) {
    const r = await row(id);
    expect(r).toMatchObject({ status: 'queued', tries: 1 });
    expect(r.last_error).toMatch(/ECONNREFUSED|ECONNECTION/);
  }
  // The reset mail still holds its sealed body: it can still be sent.
  expect((await row(reset.body.data.outboxId)).sealed_body).not.toBeNull();
  expect(await down.runOnce()).toEqual({ sent: 0, retried: 2, failed: 0 });
  expect(await down.runOnce()).toEqual({ sent: 0, retried: 0, failed: 2 }); // maxTries: 3
  down.close();
  for (const id of ids) expect(await row(id)).toMatchObject({ status: 'failed', tries: 3, next_attempt_at: null, sealed_body: null });
  const failed = await settings.get(api.settings.getMails, { status: 'failed', search: u.email });
  expect(failed.body.data.items.map((m) => m.id)).toContain(reset.body.data.outboxId);
});

test('a silent server slows neither "Send invoice" nor a reset: the running sender waits alone, and the try fails on its time-out', async () => {
  const silent = await startSilentServer();
  // The sender as the server runs it in the background (jobs/mailSender.ts).
  const sender = mailSenderJob(senderWith({ smtpUrl: silent.url, mailSender: { smtpTimeoutMs: 4_000, retryBaseMs: 60_000 } }), { pollMs: 20 });
  sender.start();
  try {
    const [first, second] = await invoices(2, 3);
    const started = Date.now();
    const a = await clients.post(api.clients.sendInvoice, { invoiceNumber: first.invoice_number, clientId: first.client_id });
    sender.wake();
    await new Promise((r) => setTimeout(r, 100)); // the sender is now talking to the silent server
    const b = await clients.post(api.clients.sendInvoice, { invoiceNumber: second.invoice_number, clientId: second.client_id });
    const u = await activeCfrUser(2);
    const c = await cfr.post(api.cfrUsers.resetPassword, { clientId: u.client_id, userCFrId: u.id, email: u.email });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    // Answered while the sender still waits for the silent server's greeting.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await row(a.body.data.mail.outboxId)).toMatchObject({ status: 'sending', tries: 1 });
    // The greeting never comes: the try fails after the time-out and the mail waits for the next.
    const end = Date.now() + 10_000;
    while ((await row(a.body.data.mail.outboxId)).tries < 1 || (await row(a.body.data.mail.outboxId)).status === 'sending') {
      if (Date.now() > end) throw new Error('the try never ended');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await row(a.body.data.mail.outboxId)).last_error).toMatch(/Greeting never received|ETIMEDOUT|time/i);
  } finally {
    await sender.stop();
    await silent.stop();
  }
});

test('several senders at once send each mail once (rows claimed with FOR UPDATE SKIP LOCKED)', async () => {
  const databaseUrl = (t.opened as { databaseUrl?: string }).databaseUrl;
  // On PostgreSQL each sender has its own connections, like separate API processes.
  const others = databaseUrl ? [await openDatabase({ databaseUrl }), await openDatabase({ databaseUrl })] : [];
  try {
    decide = () => ({ accept: true, delayMs: 10 });
    const before = smtp.received.length;
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await t.app.mailer.queue({ to: [`many${i}@client.example`], subject: `Many ${i}`, text: `Mail ${i}` }));
    const senders = [senderWith({}), senderWith({}, others[0]?.db ?? t.db), senderWith({}, others[1]?.db ?? t.db)];
    const rounds = await Promise.all(senders.map((s) => s.runOnce()));
    for (const s of senders) s.close();
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(30);
    const subjects = smtp.received.slice(before).map((m) => headerOf(m.raw, 'Subject'));
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    const rows = await t.db.selectFrom('mail_outbox').select(['status', 'tries']).where('id', 'in', ids).execute();
    expect(rows.every((r) => r.status === 'sent' && r.tries === 1)).toBe(true);
  } finally {
    for (const o of others) await o.close();
  }
});

(process.env.DATABASE_URL ? test : test.skip)('PostgreSQL: a mail locked by another transaction is skipped, not waited for', async () => {
  const databaseUrl = (t.opened as { databaseUrl?: string }).databaseUrl!;
  const other = await openDatabase({ databaseUrl });
  const locked = await t.app.mailer.queue({ to: ['locked@client.example'], subject: 'Locked', text: 'L' });
  const free = await t.app.mailer.queue({ to: ['free@client.example'], subject: 'Free', text: 'F' });
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let lockTaken!: () => void;
  const taken = new Promise<void>((r) => (lockTaken = r));
  const holder = other.db.transaction().execute(async (tx) => {
    await sql`select id from mail_outbox where id = ${locked} for update`.execute(tx);
    lockTaken();
    await held;
  });
  try {
    await taken;
    const sender = senderWith({});
    const started = Date.now();
    expect(await sender.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(Date.now() - started).toBeLessThan(5_000);
    sender.close();
    expect((await row(free)).status).toBe('sent');
    expect((await row(locked)).status).toBe('queued');
  } finally {
    release();
    await holder;
    await other.close();
  }
  expect(await t.sendQueuedMail()).toEqual({ sent: 1, retried: 0, failed: 0 });
  expect((await row(locked)).status).toBe('sent');
});

test('the wait between tries doubles from the base, at most an hour', () => {
  expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
});
