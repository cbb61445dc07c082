import { createMailer } from '../../src/plugins/mailer';
import { captureTransport } from '../helpers/mailCapture';
import { buildTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('without SMTP_URL a mail is captured in mail_outbox with its copy and attachment', async () => {
  expect(t.app.mailer.delivers).toBe(false);
  const id = await t.app.mailer.send({
    to: ['billing@client.example'],
    cc: ['cc@client.example'],
    subject: 'Invoice INV-2026-000001',
    text: 'Please find your invoice attached.',
    attachments: [{ filename: 'INV-2026-000001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') }],
  });
  const row = await t.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ to_addresses: ['billing@client.example'], cc_addresses: ['cc@client.example'], subject: 'Invoice INV-2026-000001' });
  expect(row.sent_at).not.toBeNull();
  expect(row.attachments).toEqual([{ filename: 'INV-2026-000001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4').toString('base64') }]);
});

test('an unreachable SMTP server fails the send but the outbox keeps the mail unsent', async () => {
  const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'x@courier.example' }, t.db);
  await expect(mailer.send({ to: ['a@b.example'], subject: 'S', text: 'T' })).rejects.toThrow();
  const row = await t.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(row).toMatchObject({ subject: 'S', sent_at: null });
});

test('a secret the mail carries reaches the transport only: the outbox keeps [redacted] in its place', async () => {
  const { transport, handed } = captureTransport();
  const mailer = createMailer({ mailFrom: 'x@courier.example' }, t.db, transport);
  const secret = 'Zk3_secret-token/with+odd&chars';
  const link = `https://clients.example/reset-password?token=${encodeURIComponent(secret)}`;
  const id = await mailer.send({
    to: ['user@client.example'],
    subject: `Your code ${secret}`,
    text: `Your code: ${secret}\nOr follow ${link}`,
    html: `<p>Your code: ${secret.replace(/&/g, '&amp;')}</p><a href="${link}">link</a>`,
    secrets: [secret],
  });
  const row = await t.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.subject).toBe('Your code [redacted]');
  expect(row.text_body).toBe('Your code: [redacted]\nOr follow https://clients.example/reset-password?token=[redacted]');
  expect(row.html_body).toBe('<p>Your code: [redacted]</p><a href="https://clients.example/reset-password?token=[redacted]">link</a>');
  expect(JSON.stringify(row)).not.toContain('Zk3_secret');
  expect(row.sent_at).not.toBeNull();
  expect(handed).toEqual([
    {
      to: ['user@client.example'],
      subject: `Your code ${secret}`,
      text: `Your code: ${secret}\nOr follow ${link}`,
      html: `<p>Your code: ${secret.replace(/&/g, '&amp;')}</p><a href="${link}">link</a>`,
    },
  ]);
});

test('a secret too short to redact safely, or one inside an attachment, is refused before anything is kept or sent', async () => {
  const { transport, handed } = captureTransport();
  const mailer = createMailer({ mailFrom: 'x@courier.example' }, t.db, transport);
  const before = await t.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  await expect(mailer.send({ to: ['a@b.example'], subject: 'S', text: 'code 1234', secrets: ['1234'] })).rejects.toThrow(/at least 8/);
  await expect(
    mailer.send({
      to: ['a@b.example'],
      subject: 'S',
      text: 'see attached',
      attachments: [{ filename: 'code.txt', content: Buffer.from('secret-code-123456') }],
      secrets: ['secret-code-123456'],
    }),
  ).rejects.toThrow(/attachment/);
  const after = await t.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(Number(before.n));
  expect(handed).toEqual([]);
});
