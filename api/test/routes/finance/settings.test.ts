import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { stepUpAs } from '../../helpers/stepUp';
import { renderReminderText } from '../../../src/repositories/finance/settings';

/** The dunning settings' templates and who may change them (the days and threshold: dunningReminders.test.ts). */

let t: TestApp;
let finance: SignedIn;
let settings: SignedIn;
let workers: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  finance = await t.injectAs('finance');
  settings = await t.injectAs('settings');
  workers = await t.injectAs('workers');
});
afterAll(() => t.close());

const levels = (s: { firstReminderDays: number; secondReminderDays: number; formalNoticeDays: number; recoveryThreshold: number }) => ({
  firstReminderDays: s.firstReminderDays,
  secondReminderDays: s.secondReminderDays,
  formalNoticeDays: s.formalNoticeDays,
  recoveryThreshold: s.recoveryThreshold,
});

test('each level has a template with {invoices} in French and in English; English ones are the former mails', async () => {
  const read = (await finance.get(api.finance.getSettings)).body.data;
  for (const f of [
    'firstReminderTemplateFr',
    'firstReminderTemplateEn',
    'secondReminderTemplateFr',
    'secondReminderTemplateEn',
    'formalNoticeTemplateFr',
    'formalNoticeTemplateEn',
  ] as const)
    expect(read[f]).toContain('{invoices}');
  expect(read.formalNoticeTemplateEn).toContain('This is a formal notice');
  expect(read.formalNoticeTemplateEn).toContain('€40');
  expect(read.secondReminderTemplateEn).not.toContain('formal notice');
  // The French formal notice: the legal wording of the penalties and the 40 € indemnity.
  expect(read.formalNoticeTemplateFr).toContain('nous vous mettons en demeure');
  expect(read.formalNoticeTemplateFr).toContain('pénalités de retard');
  expect(read.formalNoticeTemplateFr).toContain('indemnité forfaitaire pour frais de recouvrement de 40\u00a0€');
  expect(read.formalNoticeTemplateFr).toContain('L. 441-10');
  expect(read.firstReminderTemplateFr).not.toContain('mise en demeure');
  const text = renderReminderText(read, 3, 'en', { client: 'ACME', invoices: ['- a', '- b'], total: '€12.00' });
  expect(text).toContain('the following invoices of ACME remain unpaid after their due date:\n- a\n- b\n');
  expect(text).toContain('Total overdue in this mail: €12.00.');
  const fr = renderReminderText(read, 1, 'fr', { client: 'ACME', invoices: ['- a'], total: '12,00\u00a0€' });
  expect(fr).toContain('les factures suivantes de ACME restent impayées');
  expect(fr).toContain('Total échu dans ce courriel\u00a0: 12,00\u00a0€.');
});

test('every change needs FINANCE and a step-up; a template without {invoices} is a 400 naming it', async () => {
  const before = (await finance.get(api.finance.getSettings)).body.data;
  const daysOnly = { ...levels(before), secondReminderDays: 20, version: before.version };
  const refusedDays = await finance.post(api.finance.updateSettings, daysOnly);
  expect(refusedDays.status).toBe(403);
  expect(refusedDays.body.error.code).toBe('step_up_required');
  await stepUpAs(t, finance, 'finance');
  const days = await finance.post(api.finance.updateSettings, daysOnly);
  expect(days.status).toBe(200);
  const current = days.body.data;

  const missing = await finance.postUnchecked(api.finance.updateSettings, {
    ...levels(current),
    formalNoticeTemplateEn: 'Pay now.',
    firstReminderTemplateFr: '   ',
    secondReminderTemplateFr: `{invoices}${'x'.repeat(4000)}`,
    secondReminderTemplateEn: '{invoices}\u0007',
    version: current.version,
  });
  expect(missing.status).toBe(400);
  expect(fieldNames(missing)).toEqual([
    'firstReminderTemplateFr',
    'formalNoticeTemplateEn',
    'secondReminderTemplateEn',
    'secondReminderTemplateFr',
  ]);
  expect(missing.body.error.fields?.secondReminderTemplateFr).toContain('At most 4000 characters');

  const text = 'Dear {client},\n{invoices}\nTotal: {total}.';
  const body = { ...levels(current), formalNoticeTemplateEn: text, version: current.version };
  const ok = await finance.post(api.finance.updateSettings, body);
  expect(ok.status).toBe(200);
  expect(ok.body.data).toMatchObject({ formalNoticeTemplateEn: text, version: current.version + 1 });
  expect(ok.body.data.firstReminderTemplateEn).toBe(current.firstReminderTemplateEn);
  expect(ok.body.data.formalNoticeTemplateFr).toBe(current.formalNoticeTemplateFr);
  expect((await finance.post(api.finance.updateSettings, body)).status).toBe(409);

  const event = await t.db
    .selectFrom('admin_events')
    .select('summary')
    .where('action', '=', 'finance.updateSettings')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(event.summary).toContain('new text of the formal notice (English)');
});

test('both languages round-trip: each template saved is read back, the others kept', async () => {
  await stepUpAs(t, finance, 'finance');
  const current = (await finance.get(api.finance.getSettings)).body.data;
  const fr = 'Madame, Monsieur,\n{invoices}\nTotal\u00a0: {total}.\nCordialement';
  const en = 'Dear {client},\n{invoices}\nTotal: {total}.\nRegards';
  const res = await finance.post(api.finance.updateSettings, {
    ...levels(current),
    firstReminderTemplateFr: fr,
    secondReminderTemplateEn: en,
    version: current.version,
  });
  expect(res.status).toBe(200);
  const read = (await finance.get(api.finance.getSettings)).body.data;
  expect(read).toEqual({
    ...current,
    firstReminderTemplateFr: fr,
    secondReminderTemplateEn: en,
    version: current.version + 1,
  });
  const event = await t.db
    .selectFrom('admin_events')
    .select('summary')
    .where('action', '=', 'finance.updateSettings')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(event.summary).toContain('new text of the first reminder (French), second reminder (English)');
});

test('a reminder mail is written from its level template', async () => {
  const client = await t.db
    .insertInto('clients')
    .values({ business_code: 'TPLT01', name: 'Template Client', payment_term_days: 30, invoice_language: 'en' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contact = await t.db
    .insertInto('client_contacts')
    .values({ client_id: client.id, name: 'Billing', email: 'billing@template.test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('clients').set({ billing_contact_id: contact.id }).where('id', '=', client.id).execute();
  const due = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  await t.db
    .insertInto('invoices')
    .values({
      invoice_number: 'INV-2037-000001',
      client_id: client.id,
      issued_on: due,
      due_on: due,
      amount: 12_000,
      amount_excl_vat: 10_000,
      status: 'sent',
    })
    .execute();
  const preview = await finance.post(api.finance.sendReminders, { clientId: client.id, send: false });
  expect(preview.status).toBe(200);
  const mail = preview.body.data.mails[0];
  expect(mail.language).toBe('en');
  expect(mail.subject).toBe('Formal notice: overdue invoices of Template Client');
  expect(mail.text).toMatch(/^Dear Template Client,\n- INV-2037-000001, due on .*\nTotal: €120\.00/);
});

test('who may read and change them: FINANCE only; SETTINGS, even stepped up, and anyone else get 403', async () => {
  expect((await finance.get(api.finance.getSettings)).status).toBe(200);
  expect((await settings.get(api.finance.getSettings)).status).toBe(403);
  expect((await workers.get(api.finance.getSettings)).status).toBe(403);
  const current = (await finance.get(api.finance.getSettings)).body.data;
  await stepUpAs(t, settings, 'settings');
  const raise = { ...levels(current), recoveryThreshold: current.recoveryThreshold * 10, version: current.version };
  expect((await settings.post(api.finance.updateSettings, raise)).status).toBe(403);
  expect((await workers.post(api.finance.updateSettings, raise)).status).toBe(403);
  expect((await finance.get(api.finance.getSettings)).body.data.version).toBe(current.version);
});
