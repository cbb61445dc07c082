import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { buildTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let settings: SignedIn;
let clients: SignedIn;
let invoiceMail: number;

beforeAll(async () => {
  t = await buildTestApp();
  settings = await t.injectAs('settings');
  clients = await t.injectAs('clients');
  invoiceMail = await t.app.mailer.send({
    to: ['compta@client.example'],
    cc: ['direction@client.example'],
    subject: 'Facture INV-2026-000042',
    text: 'Veuillez trouver votre facture.',
    html: '<p>Veuillez trouver votre facture.</p>',
    attachments: [
      {
        filename: 'INV-2026-000042.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.4 facture'),
      },
    ],
  });
  await t.app.mailer.send({
    to: ['someone@else.example'],
    subject: 'Réinitialisation du mot de passe',
    text: 'Lien',
  });
});
afterAll(() => t.close());

describe('outbox', () => {
  test('lists mails newest first with their attachments, captured when no SMTP server is set', async () => {
    const res = await settings.get(api.settings.getMails);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThanOrEqual(2);
    const mail = res.body.data.items.find((m) => m.id === invoiceMail)!;
    expect(mail).toMatchObject({
      to: ['compta@client.example'],
      cc: ['direction@client.example'],
      subject: 'Facture INV-2026-000042',
      status: 'captured',
      attachments: [{ index: 0, filename: 'INV-2026-000042.pdf', contentType: 'application/pdf', size: 16 }],
    });
    const at = res.body.data.items.map((m) => m.createdAt);
    expect(at).toEqual([...at].sort().reverse());
  });

  test('search by address or subject', async () => {
    const byAddress = await settings.get(api.settings.getMails, { search: 'client.example' });
    expectEvery(byAddress.body.data.items, (m) =>
      [...m.to, ...m.cc].some((a) => a.includes('client.example')),
    );
    expect(byAddress.body.data.items.map((m) => m.id)).toContain(invoiceMail);
    const bySubject = await settings.get(api.settings.getMails, { search: 'INV-2026' });
    expect(bySubject.body.data.items.map((m) => m.id)).toEqual([invoiceMail]);
    const none = await settings.get(api.settings.getMails, { search: 'nothing-like-this' });
    expect(none.body.data).toMatchObject({ items: [], total: 0 });
  });

  test('one mail with its text, and its attachment as base64; unknown ones are 404 naming the field', async () => {
    const mail = await settings.get(api.settings.getMail, { id: invoiceMail });
    expect(mail.body.data).toMatchObject({
      text: 'Veuillez trouver votre facture.',
      html: '<p>Veuillez trouver votre facture.</p>',
    });
    const file = await settings.get(api.settings.getAttachment, { id: invoiceMail, index: 0 });
    expect(file.body.data).toEqual({
      filename: 'INV-2026-000042.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.4 facture').toString('base64'),
    });
    const noFile = await settings.get(api.settings.getAttachment, { id: invoiceMail, index: 3 });
    expect(noFile.status).toBe(404);
    expect(fieldNames(noFile)).toEqual(['index']);
    const noMail = await settings.get(api.settings.getMail, { id: 999_999 });
    expect(noMail.status).toBe(404);
    expect(fieldNames(noMail)).toEqual(['id']);
    const bad = await settings.getUnchecked(api.settings.getMails, { dateFrom: 'yesterday', pageSize: 0 });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['dateFrom', 'pageSize']);
  });

  test('staff without the SETTINGS role get 403', async () => {
    expect((await clients.get(api.settings.getMails)).status).toBe(403);
    expect((await clients.get(api.settings.getAttachment, { id: invoiceMail, index: 0 })).status).toBe(403);
  });

  test('a mail written straight in the database (another API process) shows on the next read', async () => {
    await sql`insert into mail_outbox (to_addresses, subject, text_body)
      values (array['ailleurs@client.example'], 'Envoyé par un autre processus', 'Texte')`.execute(t.db);
    const res = await settings.get(api.settings.getMails, { search: 'autre processus' });
    expect(res.body.data.items.map((m) => m.subject)).toEqual(['Envoyé par un autre processus']);
    expect(res.body.data.total).toBe(1);
  });

  test('search: a middle substring, case folded, in a cc address; wildcards are literal; pages are disjoint and keep the total', async () => {
    const bySub = await settings.get(api.settings.getMails, { search: 'RECTION@CLI' });
    expect(bySub.body.data.items.map((m) => m.id)).toEqual([invoiceMail]);
    expect((await settings.get(api.settings.getMails, { search: '%' })).body.data.total).toBe(0);
    expect((await settings.get(api.settings.getMails, { search: 'INV_2026' })).body.data.total).toBe(0);
    const all = (await settings.get(api.settings.getMails, { pageSize: 200 })).body.data;
    const first = (await settings.get(api.settings.getMails, { pageSize: 2 })).body.data;
    const second = (await settings.get(api.settings.getMails, { pageSize: 2, page: 2 })).body.data;
    expect([...first.items, ...second.items].map((m) => m.id)).toEqual(all.items.slice(0, 4).map((m) => m.id));
    expect(first.total).toBe(all.total);
    const past = (await settings.get(api.settings.getMails, { pageSize: 2, page: 100 })).body.data;
    expect(past).toMatchObject({ items: [], total: all.total });
  });
});
