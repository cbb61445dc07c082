import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { addDays } from '../../../src/domain/dates';
import { t, finance, clientsUser, noroles, clientId, asOf, EXPECTED, useSeededApp } from './recoverySetup';

useSeededApp();

const lastAdminEvent = () =>
  t.db.selectFrom('admin_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const lastClientEvent = (id: number) =>
  t.db
    .selectFrom('client_events')
    .selectAll()
    .where('client_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('finance/recovery/{id}', () => {
  test('open invoices with what remains, payments, credit notes; by id or business code', async () => {
    const res = await finance.get(api.finance.getRecovery, {}, { id: 'fintest1' });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.client).toMatchObject({ clientId, businessCode: 'FINTEST1', paymentTermDays: 30 });
    expect(d.figures).toEqual(EXPECTED);
    expect(d.openInvoices.map((i) => i.remaining)).toEqual([
      8_000, 7_000, 6_000, 3_000, 4_000, 3_000, 2_000, 1_000, 10_000,
    ]);
    expect(d.openInvoices.map((i) => i.daysOverdue)).toEqual([91, 90, 61, 60, 31, 30, 1, 0, -5]);
    const f = d.openInvoices[3];
    expect(f).toMatchObject({ amount: 5_000, credited: 500, paid: 1_500, remaining: 3_000 });
    expect(d.payments.map((p) => p.amount).sort((a, b) => a - b)).toEqual([1_500, 2_000, 9_000]);
    expect(d.creditNotes).toEqual([
      expect.objectContaining({
        number: 'CN-2035-000001',
        invoiceNumber: f.invoiceNumber,
        amount: 500,
        comment: 'Geste',
      }),
    ]);
    expect(d.billingContact).toBeNull();
    const byId = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(byId.body.data.figures).toEqual(EXPECTED);
  });

  test('404 for an unknown client; 403 without the role', async () => {
    expect((await finance.get(api.finance.getRecovery, {}, { id: 999_999 })).status).toBe(404);
    expect((await finance.get(api.finance.getRecovery, {}, { id: 'NOPE-CODE' })).status).toBe(404);
    expect((await clientsUser.get(api.finance.getRecovery, {}, { id: clientId })).status).toBe(403);
  });
});

describe('finance/recovery/addNote', () => {
  test('adds a note, shown in the detail and as the last note of the summary; client and admin events written', async () => {
    const res = await finance.post(api.finance.addNote, {
      note: '  Relance par téléphone, promesse de paiement  ',
      clientId,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      note: 'Relance par téléphone, promesse de paiement',
      userName: 'Finance Demo',
    });
    const detail = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(detail.body.data.notes[0]).toEqual(res.body.data);
    const summary = await finance.get(api.finance.getClientInvoiceSummary, { search: 'FINTEST1' });
    expect(summary.body.data.items[0].lastNote).toEqual({
      at: res.body.data.at,
      note: res.body.data.note,
      userName: 'Finance Demo',
    });
    expect(await lastClientEvent(clientId)).toMatchObject({ kind: 'recovery_note' });
    expect(await lastAdminEvent()).toMatchObject({
      action: 'finance.addNote',
      target_type: 'client',
      target_id: String(clientId),
    });
  });

  test('400 naming fields (missing, blank, unknown), 404 naming clientId, 403', async () => {
    const missing = await finance.postUnchecked(api.finance.addNote, {});
    expect(missing.status).toBe(400);
    expect(fieldNames(missing)).toEqual(['clientId', 'note']);
    const blank = await finance.postUnchecked(api.finance.addNote, { note: '   ', clientId, extra: 1 });
    expect(blank.status).toBe(400);
    expect(fieldNames(blank)).toEqual(['extra', 'note']);
    const unknown = await finance.post(api.finance.addNote, { note: 'x', clientId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['clientId']);
    expect((await clientsUser.post(api.finance.addNote, { note: 'x', clientId })).status).toBe(403);
  });
});

describe('finance/recovery/updateBillingContact', () => {
  test('a client without one gets a billing contact; then edits carry its version, a stale one is 409', async () => {
    const created = await finance.post(api.finance.updateBillingContact, {
      clientId,
      name: 'Paule Compta',
      email: 'Compta@Example.COM',
      phoneNumber: '+33 1 23 45 67 89',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Paule Compta',
      email: 'compta@example.com',
      phoneNumber: '+33 1 23 45 67 89',
      version: 1,
    });
    const client = await t.db
      .selectFrom('clients')
      .select('billing_contact_id')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(client.billing_contact_id).toBe(created.body.data.contactId);

    const noVersion = await finance.post(api.finance.updateBillingContact, { clientId, name: 'Paule' });
    expect(noVersion.status).toBe(400);
    expect(fieldNames(noVersion)).toEqual(['version']);

    const edited = await finance.post(api.finance.updateBillingContact, {
      clientId,
      version: 1,
      name: 'Paule Martin',
      email: 'compta@example.com',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      contactId: created.body.data.contactId,
      name: 'Paule Martin',
      phoneNumber: null,
      version: 2,
    });
    expect(await lastAdminEvent()).toMatchObject({
      action: 'finance.updateBillingContact',
      target_id: String(clientId),
    });
    expect((await lastClientEvent(clientId)).summary).toBe('Billing contact edited: name, phoneNumber');

    const stale = await finance.post(api.finance.updateBillingContact, {
      clientId,
      version: 1,
      name: 'Someone else',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed by someone else/);

    const detail = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(detail.body.data.billingContact).toEqual(edited.body.data);
  });

  test('400 naming fields, 404, 403', async () => {
    const bad = await finance.postUnchecked(api.finance.updateBillingContact, {
      clientId: 'x',
      name: '',
      email: 'not-an-email',
      phoneNumber: 'abc',
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['clientId', 'email', 'name', 'phoneNumber']);
    const unknown = await finance.post(api.finance.updateBillingContact, { clientId: 999_999, name: 'A' });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['clientId']);
    expect((await clientsUser.post(api.finance.updateBillingContact, { clientId, name: 'A' })).status).toBe(
      403,
    );
  });
});

describe('finance/recovery/getEventsClient', () => {
  test("the client's timeline, newest first, paged", async () => {
    const res = await finance.get(api.finance.getEventsClient, { clientId, pageSize: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(2);
    expect(res.body.data.total).toBeGreaterThanOrEqual(3);
    const ids = res.body.data.items.map((e) => e.eventId);
    expect(ids[0]).toBeGreaterThan(ids[1]);
    const page2 = await finance.get(api.finance.getEventsClient, { clientId, page: 2, pageSize: 2 });
    expect(page2.body.data.items[0].eventId).toBeLessThan(ids[1]);
  });

  test('keyset pages (before: the last event shown) follow each other like the numbered pages, disjoint', async () => {
    const all = await finance.get(api.finance.getEventsClient, { clientId, pageSize: 500 });
    const first = await finance.get(api.finance.getEventsClient, { clientId, pageSize: 2 });
    const next = await finance.get(api.finance.getEventsClient, {
      clientId,
      pageSize: 2,
      before: first.body.data.items[1].eventId,
    });
    expect(next.status).toBe(200);
    expect([...first.body.data.items, ...next.body.data.items].map((e) => e.eventId)).toEqual(
      all.body.data.items.slice(0, 4).map((e) => e.eventId),
    );
    expect(next.body.data.total).toBe(all.body.data.total);
  });

  test('400 without clientId, 404 unknown client, 403', async () => {
    const missing = await finance.getUnchecked(api.finance.getEventsClient, {});
    expect(missing.status).toBe(400);
    expect(fieldNames(missing)).toEqual(['clientId']);
    expect((await finance.get(api.finance.getEventsClient, { clientId: 999_999 })).status).toBe(404);
    expect((await clientsUser.get(api.finance.getEventsClient, { clientId })).status).toBe(403);
  });
});

describe('finance/recovery/getClientAccountingReport', () => {
  test('invoices, credit notes and payments in date order; the running balance ends at the amount due', async () => {
    const res = await finance.get(api.finance.getClientAccountingReport, { clientId });
    expect(res.status).toBe(200);
    const r = res.body.data;
    // 11 invoices (the cancelled one left out), 1 credit note, 3 payments.
    expect(r.rows.map((x) => x.kind).filter((k) => k === 'invoice')).toHaveLength(11);
    expect(r.rows.filter((x) => x.kind === 'credit_note')).toHaveLength(1);
    expect(r.rows.filter((x) => x.kind === 'payment')).toHaveLength(3);
    expect(r.totalDebit).toBe(57_000);
    expect(r.totalCredit).toBe(13_000);
    expect(r.amountDue).toBe(44_000);
    expect(r.rows[r.rows.length - 1].balance).toBe(44_000);
    for (let i = 1; i < r.rows.length; i++) {
      expect(r.rows[i - 1].date <= r.rows[i].date).toBe(true);
      expect(r.rows[i].balance).toBe(r.rows[i - 1].balance + r.rows[i].debit - r.rows[i].credit);
    }
    expect(r.rows[0]).toMatchObject({
      kind: 'invoice',
      debit: 9_000,
      credit: 0,
      balance: 9_000,
      date: addDays(asOf, -150),
    });
  });

  test('the seeded clients: the last balance meets the amount due', async () => {
    const res = await finance.get(api.finance.getClientInvoiceSummary, { sort: 'totalDue', pageSize: 5 });
    expect(res.body.data.items).toHaveLength(5);
    for (const row of res.body.data.items) {
      const report = await finance.get(api.finance.getClientAccountingReport, { clientId: row.clientId });
      expect(report.body.data.rows.length).toBeGreaterThan(0);
      expect(report.body.data.amountDue).toBe(row.totalDue);
      expect(report.body.data.rows[report.body.data.rows.length - 1].balance).toBe(row.totalDue);
    }
  });

  test('400, 404, 403', async () => {
    const bad = await finance.getUnchecked(api.finance.getClientAccountingReport, { clientId: '-3' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['clientId']);
    expect((await finance.get(api.finance.getClientAccountingReport, { clientId: 999_999 })).status).toBe(
      404,
    );
    expect((await noroles.get(api.finance.getClientAccountingReport, { clientId })).status).toBe(403);
  });
});

describe("a client's page reads the tables at each call", () => {
  test('a note, a billing contact and a payment method written straight to the database are in the next answer', async () => {
    const before = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(before.status).toBe(200);
    const contact = before.body.data.billingContact;
    expect(contact).not.toBeNull();
    const staff = await t.db
      .selectFrom('staff_users')
      .select('id')
      .where('login', '=', 'finance')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('recovery_notes')
      .values({ client_id: clientId, user_id: staff.id, note: 'Written straight to the table' })
      .execute();
    await t.db
      .updateTable('client_contacts')
      .set({ phone_number: '+33 1 99 88 77 66', version: contact!.version + 1 })
      .where('id', '=', contact!.contactId)
      .execute();
    const method = await t.db
      .selectFrom('payment_methods')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('payments')
      .set({ payment_method_id: method.id })
      .where('client_id', '=', clientId)
      .where('reference', '=', 'ACOMPTE-F')
      .execute();
    const after = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(after.body.data.notes[0]).toMatchObject({
      note: 'Written straight to the table',
      userName: 'Finance Demo',
    });
    expect(after.body.data.billingContact).toMatchObject({
      contactId: contact!.contactId,
      phoneNumber: '+33 1 99 88 77 66',
      version: contact!.version + 1,
    });
    const summary = await finance.get(api.finance.getClientInvoiceSummary, { search: 'fintest1' });
    expect(summary.body.data.items[0].lastNote).toMatchObject({
      note: 'Written straight to the table',
      userName: 'Finance Demo',
    });

    // Renaming the method changes no payment row: the page joins the method's name.
    await t.db
      .updateTable('payment_methods')
      .set({ name: 'Virement renommé' })
      .where('id', '=', method.id)
      .execute();
    const renamed = await finance.get(api.finance.getRecovery, {}, { id: 'FINTEST1' });
    const acompte = renamed.body.data.payments.find((p) => p.reference === 'ACOMPTE-F');
    expect(acompte?.paymentMethod).toEqual({ id: method.id, name: 'Virement renommé' });
  });
});

describe('the timeline reads the table at each call', () => {
  test('an event written straight to the database is the first of the next page', async () => {
    const before = await finance.get(api.finance.getEventsClient, { clientId });
    expect(before.status).toBe(200);
    const total = before.body.data.total;
    await t.db
      .insertInto('client_events')
      .values({
        client_id: clientId,
        user_id: null,
        kind: 'comment',
        summary: 'Written straight to the timeline',
      })
      .execute();
    const after = await finance.get(api.finance.getEventsClient, { clientId });
    expect(after.body.data.total).toBe(total + 1);
    expect(after.body.data.items[0]).toMatchObject({
      kind: 'comment',
      summary: 'Written straight to the timeline',
      userName: null,
    });
  });
});
