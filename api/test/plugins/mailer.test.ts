import { createMailer } from '../../src/plugins/mailer';
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
