import { createMailer } from '../../src/plugins/mailer';
import { createMailSender } from '../../src/mail/sender';
import { openMailBody } from '../../src/mail/sealedBody';
import { captureTransport } from '../helpers/mailCapture';
import { buildTestApp, type TestApp } from '../helpers/testApp';

/**
 * The outbox's writer (plugins/mailer.ts): a mail is queued in the caller's transaction, its
 * secrets redacted in the row; the sender (mail/sender.ts) sends it after commit. The sender
 * against a real SMTP server: test/mail/sender.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const row = (id: number) => t.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const count = async () => Number((await t.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

test('a mail is queued with its copy and attachment; without SMTP_URL the sender marks it captured', async () => {
  const id = await t.app.mailer.queue({
    to: ['billing@client.example'],
    cc: ['cc@client.example'],
    subject: 'Invoice INV-2026-000001',
    text: 'Please find your invoice attached.',
    attachments: [{ filename: 'INV-2026-000001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') }],
  });
  const queued = await row(id);
  expect(queued).toMatchObject({ to_addresses: ['billing@client.example'], cc_addresses: ['cc@client.example'], subject: 'Invoice INV-2026-000001' });
  expect(queued).toMatchObject({ status: 'queued', tries: 0, sent_at: null, sealed_body: null });
  expect(queued.attachments).toEqual([{ filename: 'INV-2026-000001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4').toString('base64') }]);

  expect(await t.sendQueuedMail()).toMatchObject({ sent: 1, retried: 0, failed: 0 });
  const captured = await row(id);
  expect(captured).toMatchObject({ status: 'captured', tries: 1, last_error: null, next_attempt_at: null });
  expect(captured.sent_at).not.toBeNull();
  expect(captured.transport_message_id).toMatch(/^<.+@.+>$/);
});

test('a mail queued in a transaction that rolls back is neither kept nor sent', async () => {
  const before = await count();
  await expect(
    t.db.transaction().execute(async (tx) => {
      await t.app.mailer.queue({ to: ['a@b.example'], subject: 'Undone', text: 'T' }, tx);
      throw new Error('the action failed after queueing');
    }),
  ).rejects.toThrow('the action failed');
  expect(await count()).toBe(before);
  expect(await t.sendQueuedMail()).toEqual({ sent: 0, retried: 0, failed: 0 });
});

test('a secret the mail carries reaches the transport only: the row keeps [redacted], and the mail as written only sealed until sent', async () => {
  const { transport, handed } = captureTransport();
  const sender = createMailSender({ db: t.db, config: t.config, transport });
  const secret = 'Zk3_secret-token/with+odd&chars';
  const link = `https://clients.example/reset-password?token=${encodeURIComponent(secret)}`;
  const id = await t.app.mailer.queue({
    to: ['user@client.example'],
    subject: `Your code ${secret}`,
    text: `Your code: ${secret}\nOr follow ${link}`,
    html: `<p>Your code: ${secret.replace(/&/g, '&amp;')}</p><a href="${link}">link</a>`,
    secrets: [secret],
  });
  const queued = await row(id);
  expect(queued.subject).toBe('Your code [redacted]');
  expect(queued.text_body).toBe('Your code: [redacted]\nOr follow https://clients.example/reset-password?token=[redacted]');
  expect(queued.html_body).toBe('<p>Your code: [redacted]</p><a href="https://clients.example/reset-password?token=[redacted]">link</a>');
  expect(JSON.stringify(queued)).not.toContain('Zk3_secret');
  expect(JSON.stringify(queued)).not.toContain(encodeURIComponent(secret));
  // Sealed bound to its row and recipients: it opens there only.
  expect(openMailBody(queued.sealed_body!, t.config.totpKey, { id, to: ['user@client.example'], cc: [] }).subject).toBe(`Your code ${secret}`);
  expect(() => openMailBody(queued.sealed_body!, t.config.totpKey, { id: id + 1, to: ['user@client.example'], cc: [] })).toThrow(/does not open/);
  expect(() => openMailBody(queued.sealed_body!, t.config.totpKey, { id, to: ['mallory@evil.example'], cc: [] })).toThrow(/does not open/);

  await sender.runOnce();
  sender.close();
  const sent = await row(id);
  expect(sent.sealed_body).toBeNull();
  expect(JSON.stringify(sent)).not.toContain('Zk3_secret');
  expect(handed).toEqual([
    {
      to: ['user@client.example'],
      subject: `Your code ${secret}`,
      text: `Your code: ${secret}\nOr follow ${link}`,
      html: `<p>Your code: ${secret.replace(/&/g, '&amp;')}</p><a href="${link}">link</a>`,
    },
  ]);
});

test('a sealed body whose recipients were changed in the database does not open: the mail fails, nothing is sent', async () => {
  const { transport, handed } = captureTransport();
  const sender = createMailSender({ db: t.db, config: t.config, transport });
  const id = await t.app.mailer.queue({ to: ['user@client.example'], subject: 'Reset', text: 'token secret-token-123456', secrets: ['secret-token-123456'] });
  await t.db.updateTable('mail_outbox').set({ to_addresses: ['mallory@evil.example'] }).where('id', '=', id).execute();
  expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
  sender.close();
  expect(handed).toEqual([]);
  expect(await row(id)).toMatchObject({ status: 'failed', sealed_body: null });
  expect((await row(id)).last_error).toMatch(/does not open/);
});

test('a secret too short to redact safely, or one inside an attachment, is refused before anything is queued', async () => {
  const mailer = createMailer(t.config, t.db);
  const before = await count();
  await expect(mailer.queue({ to: ['a@b.example'], subject: 'S', text: 'code 1234', secrets: ['1234'] })).rejects.toThrow(/at least 8/);
  await expect(
    mailer.queue({
      to: ['a@b.example'],
      subject: 'S',
      text: 'see attached',
      attachments: [{ filename: 'code.txt', content: Buffer.from('secret-code-123456') }],
      secrets: ['secret-code-123456'],
    }),
  ).rejects.toThrow(/attachment/);
  expect(await count()).toBe(before);
});
