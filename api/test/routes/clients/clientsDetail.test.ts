import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { t, clients, workers, clientWithBilling, useSeededApp } from './clientsSetup';

useSeededApp();

describe('clients/{id}', () => {
  test('by id or business code: identity, settings, contacts, invoices, banned users, timeline', async () => {
    const c = await clientWithBilling();
    const res = await clients.get(api.clients.getClient, undefined, { id: c.id });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.clientId).toBe(c.id);
    expect(d.businessCode).toBe(c.business_code);
    expect(d.version).toBe(c.version);
    expect(d.contacts.length).toBeGreaterThan(0);
    expect(d.contacts.filter((x) => x.isBillingContact)).toHaveLength(1);
    expect(d.invoices.length).toBeGreaterThan(0);
    expectEvery(
      d.invoices,
      (i) =>
        /^INV-\d{4}-\d{6}$/.test(i.invoiceNumber) &&
        i.remaining === Math.max(0, i.amount - i.credited - i.paid),
    );
    expect(d.events.length).toBeGreaterThan(0);
    const byCode = await clients.get(api.clients.getClient, undefined, { id: c.business_code.toLowerCase() });
    expect(byCode.body.data.clientId).toBe(c.id);
    expect((await clients.get(api.clients.getClient, undefined, { id: 999999 })).status).toBe(404);
    expect((await clients.get(api.clients.getClient, undefined, { id: 'NOPE-1' })).status).toBe(404);
    expect((await workers.get(api.clients.getClient, undefined, { id: c.id })).status).toBe(403);
  });
});

describe('clients/{id} reads the database', () => {
  test('a change written straight to the database, to any table the page shows, is in the next answer', async () => {
    const c = await clientWithBilling();
    const read = async () => {
      const res = await clients.get(api.clients.getClient, undefined, { id: c.id });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const before = await read();
    expect(before.invoices.length).toBeGreaterThan(0);
    const invoice = before.invoices[0];
    const contact = before.contacts[0];
    // The client itself, a contact, an invoice, its payments, the timeline, an agency name.
    await t.db
      .updateTable('clients')
      .set({ legal_name: 'Fresh legal name' })
      .where('id', '=', c.id)
      .execute();
    expect((await read()).legalName).toBe('Fresh legal name');
    await t.db
      .updateTable('client_contacts')
      .set({ name: 'Fresh contact' })
      .where('id', '=', contact.contactId)
      .execute();
    expect((await read()).contacts.find((x) => x.contactId === contact.contactId)?.name).toBe(
      'Fresh contact',
    );
    await t.db
      .updateTable('invoices')
      .set({ po_number: 'PO-FRESH-1' })
      .where('id', '=', invoice.invoiceId)
      .execute();
    expect((await read()).invoices.find((i) => i.invoiceId === invoice.invoiceId)?.invoicePONumber).toBe(
      'PO-FRESH-1',
    );
    await t.db
      .insertInto('payments')
      .values({
        client_id: c.id,
        invoice_id: invoice.invoiceId,
        paid_on: '2026-01-02',
        amount: 1,
        reference: 'fresh',
      })
      .execute();
    expect((await read()).invoices.find((i) => i.invoiceId === invoice.invoiceId)?.paid).toBe(
      invoice.paid + 1,
    );
    const staff = await t.db
      .selectFrom('staff_users')
      .select(['id', 'name'])
      .where('login', '=', 'finance')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('client_events')
      .values({ client_id: c.id, user_id: staff.id, kind: 'comment', summary: 'Fresh event' })
      .execute();
    expect((await read()).events[0]).toMatchObject({ summary: 'Fresh event', userName: 'Finance Demo' });
    // The name shown on the timeline, renamed (never the login).
    await t.db
      .updateTable('staff_users')
      .set({ name: 'Finance Renamed' })
      .where('id', '=', staff.id)
      .execute();
    expect((await read()).events[0].userName).toBe('Finance Renamed');
    await t.db.updateTable('staff_users').set({ name: staff.name }).where('id', '=', staff.id).execute();
    const row = await t.db
      .selectFrom('clients')
      .select('agency_id')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    if (row.agency_id !== null) {
      const agency = await t.db
        .selectFrom('agencies')
        .select('name')
        .where('id', '=', row.agency_id)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('agencies')
        .set({ name: 'Fresh agency' })
        .where('id', '=', row.agency_id)
        .execute();
      expect((await read()).agency).toEqual({ id: row.agency_id, name: 'Fresh agency' });
      await t.db.updateTable('agencies').set({ name: agency.name }).where('id', '=', row.agency_id).execute();
    }
    // Removed again: the next answer is the page as it was, events aside.
    await t.db.deleteFrom('payments').where('reference', '=', 'fresh').execute();
    await t.db.deleteFrom('client_events').where('summary', '=', 'Fresh event').execute();
    await t.db
      .updateTable('invoices')
      .set({ po_number: invoice.invoicePONumber })
      .where('id', '=', invoice.invoiceId)
      .execute();
    await t.db
      .updateTable('client_contacts')
      .set({ name: contact.name })
      .where('id', '=', contact.contactId)
      .execute();
    await t.db.updateTable('clients').set({ legal_name: before.legalName }).where('id', '=', c.id).execute();
    const after = await read();
    expect(after).toEqual(before);
  });
});

describe('clients/{id} equals the page a change answers', () => {
  test('for clients with banned users, credit notes, timelines and price lists, field by field', async () => {
    const pick = async (q: Promise<{ id: number }[]>) => (await q).map((r) => r.id);
    const ids = new Set<number>([
      ...(await pick(
        t.db.selectFrom('banned_users').select('client_id as id').orderBy('id').limit(2).execute(),
      )),
      ...(await pick(
        t.db
          .selectFrom('credit_notes as cn')
          .innerJoin('invoices as i', 'i.id', 'cn.invoice_id')
          .select('i.client_id as id')
          .orderBy('cn.id')
          .limit(2)
          .execute(),
      )),
      ...(await pick(
        t.db
          .selectFrom('client_events')
          .select('client_id as id')
          .where('user_id', 'is not', null)
          .orderBy('id', 'desc')
          .limit(2)
          .execute(),
      )),
      ...(await pick(
        t.db
          .selectFrom('client_price_lists')
          .select('client_id as id')
          .orderBy('client_id')
          .limit(2)
          .execute(),
      )),
    ]);
    expect(ids.size).toBeGreaterThan(2);
    for (const id of ids) {
      const shown = await clients.get(api.clients.getClient, undefined, { id });
      expect(shown.status).toBe(200);
      // A change that changes nothing answers the page as read in its transaction.
      const read = await clients.post(api.clients.updateClientData, {
        clientId: id,
        version: shown.body.data.version,
      });
      expect(read.status).toBe(200);
      expect(shown.body.data).toEqual(read.body.data);
    }
    // The cases did show what they were picked for.
    const shown = await Promise.all(
      [...ids].map(async (id) => (await clients.get(api.clients.getClient, undefined, { id })).body.data),
    );
    expect(shown.some((d) => d.bannedUsers.length > 0)).toBe(true);
    expect(shown.some((d) => d.invoices.some((i) => i.creditNotes.length > 0))).toBe(true);
    expect(shown.some((d) => d.events.some((e) => e.userName !== null))).toBe(true);
    expect(shown.some((d) => d.settings.priceLists.length > 0)).toBe(true);
  });
});

describe('clients/{id} invoices paging', () => {
  test('one page of invoices, newest first, with the total; 400 on a bad page size', async () => {
    const top = await t.db
      .selectFrom('invoices')
      .select(['client_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('client_id')
      .orderBy('n', 'desc')
      .orderBy('client_id')
      .executeTakeFirstOrThrow();
    const n = Number(top.n);
    expect(n).toBeGreaterThan(2);
    const ids = (
      await t.db
        .selectFrom('invoices')
        .select('id')
        .where('client_id', '=', top.client_id)
        .orderBy('issued_on', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((r) => r.id);
    const first = await clients.get(api.clients.getClient, undefined, { id: top.client_id });
    expect(first.body.data).toMatchObject({ invoicesTotal: n, invoicesPage: 1, invoicesPageSize: 20 });
    expect(first.body.data.invoices.map((i) => i.invoiceId)).toEqual(ids.slice(0, 20));
    const second = await clients.get(
      api.clients.getClient,
      { invoicesPage: 2, invoicesPageSize: 2 },
      { id: top.client_id },
    );
    expect(second.status).toBe(200);
    expect(second.body.data.invoices.map((i) => i.invoiceId)).toEqual(ids.slice(2, 4));
    expect(second.body.data.invoicesTotal).toBe(n);
    const bad = await clients.getUnchecked(
      api.clients.getClient,
      { invoicesPage: 0, invoicesPageSize: 101 },
      { id: top.client_id },
    );
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['invoicesPage', 'invoicesPageSize']);
  });
});
