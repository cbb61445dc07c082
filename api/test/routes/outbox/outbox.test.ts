import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { buildTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { COUNT_PAGES_AHEAD } from '../../../src/repositories/paging';

let t: TestApp;
let settings: SignedIn;
let clients: SignedIn;
let invoiceMail: number;

beforeAll(async () => {
  t = await buildTestApp();
  settings = await t.injectAs('settings');
  clients = await t.injectAs('clients');
  invoiceMail = await t.app.mailer.queue({
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
  await t.app.mailer.queue({
    to: ['someone@else.example'],
    subject: 'Réinitialisation du mot de passe',
    text: 'Lien',
  });
  // Sent after commit by the sender (none runs in tests by itself): captured, no SMTP_URL here.
  await t.sendQueuedMail();
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
      tries: 1,
      lastError: null,
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

  test('filtered by status: queued, with the tries made and the last error; failed; captured', async () => {
    const { rows } = await sql<{ id: number }>`insert into mail_outbox (to_addresses, subject, text_body, status, tries, last_error, next_attempt_at)
      values (array['retry@client.example'], 'Waiting for a retry', 'T', 'queued', 2, '451 Try again later', now() + interval '5 minutes'),
             (array['gone@client.example'], 'Gave up', 'T', 'failed', 8, '550 No such user', null)
      returning id`.execute(t.db);
    const queued = await settings.get(api.settings.getMails, { status: 'queued' });
    expect(queued.status).toBe(200);
    expectEvery(queued.body.data.items, (m) => m.status === 'queued');
    expect(queued.body.data.items.find((m) => m.id === rows[0].id)).toMatchObject({
      subject: 'Waiting for a retry',
      tries: 2,
      lastError: '451 Try again later',
      nextAttemptAt: expect.any(String),
      sentAt: null,
    });
    const failed = await settings.get(api.settings.getMails, { status: 'failed' });
    expect(failed.body.data.items.map((m) => m.id)).toEqual([rows[1].id]);
    expect(failed.body.data.items[0]).toMatchObject({ tries: 8, lastError: '550 No such user', nextAttemptAt: null });
    const captured = await settings.get(api.settings.getMails, { status: 'captured', search: 'INV-2026' });
    expect(captured.body.data.items.map((m) => m.id)).toEqual([invoiceMail]);
    const bad = await settings.getUnchecked(api.settings.getMails, { status: 'delivered' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['status']);
    await sql`delete from mail_outbox where id in (${rows[0].id}, ${rows[1].id})`.execute(t.db);
  });

  test('a date range keeps the mails of those days in Paris, both included; a reversed or too long range is a 400 naming dateTo', async () => {
    const { rows } = await sql<{ id: number }>`insert into mail_outbox (to_addresses, subject, text_body, status, created_at)
      values (array['range@client.example'], 'Range before', 'T', 'sent', '2025-03-09T22:59:00Z'),
             (array['range@client.example'], 'Range first day', 'T', 'sent', '2025-03-09T23:00:00Z'),
             (array['range@client.example'], 'Range last day', 'T', 'sent', '2025-03-12T22:59:00Z'),
             (array['range@client.example'], 'Range after', 'T', 'sent', '2025-03-12T23:00:00Z')
      returning id`.execute(t.db);
    const inRange = await settings.get(api.settings.getMails, { search: 'range@', dateFrom: '2025-03-10', dateTo: '2025-03-12' });
    expect(inRange.body.data.items.map((m) => m.subject)).toEqual(['Range last day', 'Range first day']);
    const from = await settings.get(api.settings.getMails, { search: 'range@', dateFrom: '2025-03-13' });
    expect(from.body.data.items.map((m) => m.subject)).toEqual(['Range after']);
    const to = await settings.get(api.settings.getMails, { search: 'range@', dateTo: '2025-03-09' });
    expect(to.body.data.items.map((m) => m.subject)).toEqual(['Range before']);
    const reversed = await settings.get(api.settings.getMails, { dateFrom: '2025-03-12', dateTo: '2025-03-10' });
    expect(reversed.status).toBe(400);
    expect(fieldNames(reversed)).toEqual(['dateTo']);
    const tooLong = await settings.get(api.settings.getMails, { dateFrom: '2024-01-01', dateTo: '2025-03-10' });
    expect(tooLong.status).toBe(400);
    expect(fieldNames(tooLong)).toEqual(['dateTo']);
    await sql`delete from mail_outbox where id in (${sql.join(rows.map((r) => r.id))})`.execute(t.db);
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
    // Counted at most COUNT_PAGES_AHEAD pages past the page asked for.
    expect(first.total).toBe(Math.min(all.total, (1 + COUNT_PAGES_AHEAD) * 2));
    expect(first.totalIsLowerBound).toBe(all.total > (1 + COUNT_PAGES_AHEAD) * 2);
    const past = (await settings.get(api.settings.getMails, { pageSize: 2, page: 100 })).body.data;
    expect(past).toMatchObject({ items: [], total: all.total });
  });

  test('keyset pages (nextCursor) cover every mail once, in order, while newer mails are added between pages', async () => {
    // Nine mails, some at the very same time (the id then orders them), one a microsecond apart.
    const { rows } = await sql<{ id: number }>`insert into mail_outbox (to_addresses, subject, text_body, status, created_at)
      select array['keyset@client.example'], 'Keyset ' || i, 'T', 'sent',
        case when i <= 4 then timestamptz '2025-05-01T08:00:00.123456Z'
             when i = 5 then timestamptz '2025-05-01T08:00:00.123457Z'
             else timestamptz '2025-05-02T08:00:00Z' + i * interval '1 minute' end
      from generate_series(1, 9) as i
      returning id`.execute(t.db);
    const expected = (
      await sql<{ id: number }>`select id from mail_outbox where subject like 'Keyset %' order by created_at desc, id desc`.execute(t.db)
    ).rows.map((r) => Number(r.id));
    expect(expected).toHaveLength(9);
    const seen: number[] = [];
    const added: number[] = [];
    let page = (await settings.get(api.settings.getMails, { search: 'keyset@', pageSize: 2 })).body.data;
    for (let n = 2; ; n++) {
      seen.push(...page.items.map((m) => m.id));
      if (!page.nextCursor) break;
      expect(page.nextCursor).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~\d+$/);
      // A newer mail of the same search lands before the cursor: the next page does not move.
      const { rows: fresh } = await sql<{ id: number }>`insert into mail_outbox (to_addresses, subject, text_body)
        values (array['keyset@client.example'], 'Keyset newer', 'T') returning id`.execute(t.db);
      added.push(Number(fresh[0].id));
      const res = await settings.get(api.settings.getMails, { search: 'keyset@', pageSize: 2, page: n, cursor: page.nextCursor });
      expect(res.status).toBe(200);
      expect(res.body.data.page).toBe(n);
      page = res.body.data;
      expect(n).toBeLessThan(10);
    }
    expect(seen).toEqual(expected);
    expect(page).toMatchObject({ items: [expect.any(Object)], total: 1, totalIsLowerBound: false, nextCursor: null });
    // Offset pages see the newer mails first.
    const top = (await settings.get(api.settings.getMails, { search: 'keyset@', pageSize: 2 })).body.data;
    expect(top.items.map((m) => m.id)).toEqual(added.slice(-2).reverse());
    await sql`delete from mail_outbox where id in (${sql.join([...rows.map((r) => r.id), ...added])})`.execute(t.db);
  });

  test('the total is exact when few, a lower bound past COUNT_PAGES_AHEAD pages after the one asked for; a malformed cursor is a 400 naming cursor', async () => {
    const { rows } = await sql<{ id: number }>`insert into mail_outbox (to_addresses, subject, text_body, status, created_at)
      select array['bound@client.example'], 'Bound ' || i, 'T', 'failed', timestamptz '2025-06-01T08:00:00Z' + i * interval '1 second'
      from generate_series(1, 8) as i
      returning id`.execute(t.db);
    const list = async (q: Partial<{ page: number; pageSize: number; cursor: string }>) =>
      (await settings.get(api.settings.getMails, { search: 'bound@', status: 'failed', ...q })).body.data;
    // Eight mails, pages of one: page 1 counts itself and COUNT_PAGES_AHEAD more, then "at least".
    expect(await list({ pageSize: 1 })).toMatchObject({ total: 1 + COUNT_PAGES_AHEAD, totalIsLowerBound: true, items: [expect.objectContaining({ subject: 'Bound 8' })] });
    expect(await list({ pageSize: 1, page: 8 - COUNT_PAGES_AHEAD - 1 })).toMatchObject({ total: 8 - 1, totalIsLowerBound: true });
    expect(await list({ pageSize: 1, page: 8 - COUNT_PAGES_AHEAD })).toMatchObject({ total: 8, totalIsLowerBound: false });
    expect(await list({ pageSize: 5 })).toMatchObject({ total: 8, totalIsLowerBound: false, nextCursor: expect.any(String) });
    // Past the end: no mail, the count is still given.
    expect(await list({ pageSize: 5, page: 3 })).toMatchObject({ items: [], total: 8, totalIsLowerBound: false, nextCursor: null });
    // From a cursor the count runs from it.
    const first = await list({ pageSize: 2 });
    expect(first).toMatchObject({ total: 6, totalIsLowerBound: true });
    expect(await list({ pageSize: 2, page: 2, cursor: first.nextCursor! })).toMatchObject({ total: 6, totalIsLowerBound: false, nextCursor: expect.any(String) });
    expect(await list({ pageSize: 3, page: 2, cursor: first.nextCursor! })).toMatchObject({ total: 6, totalIsLowerBound: false });
    // The last two have the form of a cursor but no such time (30 February, 25 o'clock).
    for (const cursor of ['nope', '2025-06-01T08:00:00Z~1', '2025-06-01T08:00:00.000000Z~', `${first.nextCursor}; drop table mail_outbox`, '2026-02-30T08:00:00.000000Z~1', '2026-02-28T25:00:00.000000Z~1']) {
      const bad = await settings.getUnchecked(api.settings.getMails, { cursor });
      expect(bad.status).toBe(400);
      expect(fieldNames(bad)).toEqual(['cursor']);
    }
    await sql`delete from mail_outbox where id in (${sql.join(rows.map((r) => r.id))})`.execute(t.db);
  });
});
