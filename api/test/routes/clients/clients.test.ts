import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { stepUpAs } from '../../helpers/stepUp';

let t: TestApp;
let clients: SignedIn;
let workers: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  clients = await t.injectAs('clients');
  workers = await t.injectAs('workers');
});
afterAll(() => t.close());

const count = async (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
  Number((await where(base()).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const base = () => t.db.selectFrom('clients');

const lastAdminEvent = () => t.db.selectFrom('admin_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const lastClientEvent = (clientId: number) =>
  t.db.selectFrom('client_events').selectAll().where('client_id', '=', clientId).orderBy('id', 'desc').executeTakeFirstOrThrow();

/** An active client with a billing contact that has an email, lowest id first. */
async function clientWithBilling() {
  return t.db
    .selectFrom('clients as c')
    .innerJoin('client_contacts as bc', 'bc.id', 'c.billing_contact_id')
    .select(['c.id', 'c.business_code', 'c.version', 'bc.email'])
    .where('c.activity_status', '=', 'active')
    .where('bc.email', 'is not', null)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
}

describe('clients/getClients', () => {
  test('active by default, paged by 200 with the total, sorted by name', async () => {
    const active = await count((q) => q.where('activity_status', '=', 'active'));
    expect(active).toBe(180);
    const res = await clients.get(api.clients.getClients);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(180);
    expect(res.body.data.page).toBe(1);
    expect(res.body.data.pageSize).toBe(200);
    expect(res.body.data.items).toHaveLength(180);
    expectEvery(res.body.data.items, (c) => c.activityStatus === 'active');
    const names = res.body.data.items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const page2 = await clients.get(api.clients.getClients, { activityStatus: 'all', pageSize: 50, page: 2 });
    expect(page2.body.data.total).toBe(200);
    expect(page2.body.data.items).toHaveLength(50);
    const page1 = await clients.get(api.clients.getClients, { activityStatus: 'all', pageSize: 50, page: 1 });
    expect(page1.body.data.items.map((c) => c.clientId)).not.toContain(page2.body.data.items[0].clientId);
  });

  test('each of the eight filters narrows the list to matching rows', async () => {
    const sample = await t.db
      .selectFrom('clients')
      .selectAll()
      .where('client_group_id', 'is not', null)
      .where('sales_agent_id', 'is not', null)
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cases: [Record<string, string>, (c: { clientGroup: { id: number } | null; clientGroup2: { id: number } | null; agency: { id: number } | null; salesAgent: { id: number } | null; paymentMethod: { id: number } | null; businessCode: string; name: string }) => boolean, number][] = [
      [{ clientGroups: String(sample.client_group_id) }, (c) => c.clientGroup?.id === sample.client_group_id, await count((q) => q.where('activity_status', '=', 'active').where('client_group_id', '=', sample.client_group_id))],
      [{ clientGroups2: String(sample.client_group2_id) }, (c) => c.clientGroup2?.id === sample.client_group2_id, await count((q) => q.where('activity_status', '=', 'active').where('client_group2_id', '=', sample.client_group2_id))],
      [{ agencies: String(sample.agency_id) }, (c) => c.agency?.id === sample.agency_id, await count((q) => q.where('activity_status', '=', 'active').where('agency_id', '=', sample.agency_id))],
      [{ salesAgents: String(sample.sales_agent_id) }, (c) => c.salesAgent?.id === sample.sales_agent_id, await count((q) => q.where('activity_status', '=', 'active').where('sales_agent_id', '=', sample.sales_agent_id))],
      [{ paymentMethods: String(sample.payment_method_id) }, (c) => c.paymentMethod?.id === sample.payment_method_id, await count((q) => q.where('activity_status', '=', 'active').where('payment_method_id', '=', sample.payment_method_id))],
      [{ businessCode: sample.business_code.toLowerCase() }, (c) => c.businessCode === sample.business_code, 1],
      [{ searchValue: sample.name.slice(0, 6).toUpperCase() }, (c) => c.name.toLowerCase().includes(sample.name.slice(0, 6).toLowerCase()) || c.businessCode.includes(sample.name.slice(0, 6).toUpperCase()), await count((q) => q.where('activity_status', '=', 'active').where('search_text', 'like', `%${sample.name.slice(0, 6).toLowerCase()}%`))],
    ];
    for (const [query, match, expected] of cases) {
      const res = await clients.get(api.clients.getClients, query);
      expect(res.status).toBe(200);
      expect(res.body.data.items.length).toBeGreaterThan(0);
      expect(res.body.data.items.length).toBeLessThan(180);
      if (expected >= 0) expect(res.body.data.total).toBe(expected);
      expectEvery(res.body.data.items, match);
      expect(res.body.data.items.map((c) => c.clientId)).toContain(sample.id);
    }
    const inactive = await clients.get(api.clients.getClients, { activityStatus: 'inactive' });
    expect(inactive.body.data.total).toBe(20);
    expectEvery(inactive.body.data.items, (c) => c.activityStatus === 'inactive');
    // Several ids of one filter: either of them.
    const two = await clients.get(api.clients.getClients, { agencies: `${sample.agency_id},999999` });
    expectEvery(two.body.data.items, (c) => c.agency?.id === sample.agency_id);
    expect((await clients.get(api.clients.getClients, { searchValue: '%_' })).body.data.items).toEqual([]);
    // A search's total comes with its page, and stays right on a page past the end.
    const term = sample.name.slice(0, 2);
    const all = await count((q) => q.where('activity_status', '=', 'active').where('search_text', 'like', `%${term.toLowerCase()}%`));
    expect(all).toBeGreaterThan(0);
    const searched = await clients.get(api.clients.getClients, { searchValue: term, pageSize: 1, page: 1 });
    expect(searched.body.data.total).toBe(all);
    const past = await clients.get(api.clients.getClients, { searchValue: term, pageSize: 1, page: all + 1 });
    expect(past.body.data).toMatchObject({ items: [], total: all });
  });

  test('400 naming the bad query fields, 403 without the CLIENTS role', async () => {
    const bad = await clients.getUnchecked(api.clients.getClients, { activityStatus: 'closed', agencies: 'x', page: 0 });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['activityStatus', 'agencies', 'page']);
    expect((await workers.get(api.clients.getClients)).status).toBe(403);
  });
});

describe('clients/getClients reads the database', () => {
  test('a change written straight to the database is in the next answer', async () => {
    const before = await clients.get(api.clients.getClients, { activityStatus: 'all', pageSize: 1 });
    expect(before.body.data.total).toBe(200);
    const target = await t.db.selectFrom('clients').select(['id', 'name', 'agency_id']).where('agency_id', 'is not', null).where('activity_status', '=', 'active').orderBy('id', 'desc').executeTakeFirstOrThrow();
    // Accents and a character past the two-byte range come back as written.
    await t.db.updateTable('clients').set({ name: '0000 Fresh name Béziers ☃' }).where('id', '=', target.id).execute();
    const renamed = await clients.get(api.clients.getClients, { activityStatus: 'all', pageSize: 1 });
    expect(renamed.body.data.items[0]).toMatchObject({ clientId: target.id, name: '0000 Fresh name Béziers ☃' });
    expect((await clients.get(api.clients.getClients, { activityStatus: 'all', searchValue: '0000 FRESH' })).body.data.total).toBe(1);
    // A reference name the row shows: renaming the agency shows at once too.
    const agency = await t.db.selectFrom('agencies').select(['id', 'name']).where('id', '=', target.agency_id!).executeTakeFirstOrThrow();
    await t.db.updateTable('agencies').set({ name: 'Fresh agency name' }).where('id', '=', agency.id).execute();
    const withAgency = await clients.get(api.clients.getClients, { activityStatus: 'all', pageSize: 1 });
    expect(withAgency.body.data.items[0].agency).toEqual({ id: agency.id, name: 'Fresh agency name' });
    // A client added or removed straight in the database changes the total.
    await t.db.updateTable('clients').set({ activity_status: 'inactive' }).where('id', '=', target.id).execute();
    expect((await clients.get(api.clients.getClients, { activityStatus: 'inactive' })).body.data.total).toBe(21);
    await t.db.updateTable('agencies').set({ name: agency.name }).where('id', '=', agency.id).execute();
    await t.db.updateTable('clients').set({ name: target.name, activity_status: 'active' }).where('id', '=', target.id).execute();
    const after = await clients.get(api.clients.getClients, { activityStatus: 'inactive' });
    expect(after.body.data.total).toBe(20);
  });
});

describe('clients/getClients: filters combined', () => {
  test('each combination matches the database: totals, order and pages', async () => {
    // The database's answer for a set of conditions, in the list's order (name, id).
    const expected = async (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
      (await where(base()).select('id').orderBy('name').orderBy('id').execute()).map((r) => r.id);
    const sample = await t.db
      .selectFrom('clients')
      .selectAll()
      .where('agency_id', 'is not', null)
      .where('client_group_id', 'is not', null)
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = await t.db
      .selectFrom('agencies')
      .select('id')
      .where('id', '!=', sample.agency_id!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const term = sample.name.slice(1, 3).toLowerCase();
    const cases: [Record<string, string>, (q: ReturnType<typeof base>) => ReturnType<typeof base>][] = [
      // Two ids of one filter, inactive and active alike.
      [{ activityStatus: 'all', agencies: `${sample.agency_id},${other.id}` }, (q) => q.where('agency_id', 'in', [sample.agency_id!, other.id])],
      // An id filter, a status and a search term of two letters, taken from inside a name.
      [
        { agencies: String(sample.agency_id), searchValue: term.toUpperCase() },
        (q) => q.where('activity_status', '=', 'active').where('agency_id', '=', sample.agency_id).where('search_text', 'like', `%${term}%`),
      ],
      // Two id filters and a business code prefix matching many clients.
      [
        { activityStatus: 'all', clientGroups: String(sample.client_group_id), agencies: String(sample.agency_id), businessCode: 'cl' },
        (q) => q.where('client_group_id', '=', sample.client_group_id).where('agency_id', '=', sample.agency_id).where('business_code', 'like', 'CL%'),
      ],
      // A business code prefix alone, inactive clients only.
      [{ activityStatus: 'inactive', businessCode: sample.business_code.slice(0, 6) }, (q) => q.where('activity_status', '=', 'inactive').where('business_code', 'like', `${sample.business_code.slice(0, 6)}%`)],
      // A term found in no client.
      [{ activityStatus: 'all', searchValue: 'zzqqxx' }, (q) => q.where('search_text', 'like', '%zzqqxx%')],
    ];
    for (const [query, where] of cases) {
      const ids = await expected(where);
      const res = await clients.get(api.clients.getClients, { ...query, pageSize: 3, page: 2 });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(ids.length);
      expect(res.body.data.items.map((c) => c.clientId)).toEqual(ids.slice(3, 6));
      const all = await clients.get(api.clients.getClients, { ...query, pageSize: 500 });
      expect(all.body.data.items.map((c) => c.clientId)).toEqual(ids);
    }
    // The cases are not all empty: the combinations above did select rows.
    expect((await expected(cases[1][1])).length).toBeGreaterThan(0);
    expect((await expected(cases[2][1])).length).toBeGreaterThan(0);
  });
});

describe('clients/getClients: searches and pages', () => {
  test('a search finds a client by a substring from the middle of its name or city, in any case', async () => {
    const c = await t.db
      .selectFrom('clients')
      .select(['id', 'name', 'city'])
      .where(sql<boolean>`length(name) >= 10`)
      .where('city', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const term of [c.name.slice(3, 9), (c.city as string).slice(1, -1)]) {
      const res = await clients.get(api.clients.getClients, { activityStatus: 'all', searchValue: term.toUpperCase(), pageSize: 1000 });
      expect(res.status).toBe(200);
      expect(res.body.data.items.map((x) => x.clientId)).toContain(c.id);
      expectEvery(res.body.data.items, (x) => `${x.businessCode} ${x.name} ${x.city ?? ''}`.toLowerCase().includes(term.toLowerCase()));
    }
  });

  test('a later page of one agency (its ids read from the agency index, then its rows) has the same rows as the first page read whole', async () => {
    const agency = await t.db
      .selectFrom('clients')
      .select(['agency_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('agency_id', 'is not', null)
      .where('activity_status', '=', 'active')
      .groupBy('agency_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(agency.n)).toBeGreaterThan(6);
    const query = { activityStatus: 'active', agencies: String(agency.agency_id) } as const;
    const whole = (await clients.get(api.clients.getClients, { ...query, pageSize: 500 })).body.data;
    const later = await clients.get(api.clients.getClients, { ...query, pageSize: 3, page: 2 });
    expect(later.status).toBe(200);
    expect(later.body.data.total).toBe(whole.total);
    expect(later.body.data.items).toEqual(whole.items.slice(3, 6));
    expect(later.body.data.items.every((c) => c.agency?.id === agency.agency_id && c.agency.name !== '')).toBe(true);
  });

  test('pages are stable and disjoint: walked one by one they give every client once, in the list order', async () => {
    const ids = (await base().select('id').orderBy('name').orderBy('id').execute()).map((r) => r.id);
    const walked: number[] = [];
    for (let page = 1; ; page++) {
      const res = await clients.get(api.clients.getClients, { activityStatus: 'all', pageSize: 37, page });
      expect(res.body.data.total).toBe(ids.length);
      if (res.body.data.items.length === 0) break;
      walked.push(...res.body.data.items.map((x) => x.clientId));
    }
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(ids);
  });

  test('a change made through the API is in the next list and page', async () => {
    const c = await t.db.selectFrom('clients').select(['id', 'name', 'version']).where('activity_status', '=', 'active').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const renamed = await clients.post(api.clients.updateClientData, { clientId: c.id, version: c.version, name: '0000 renamed by the API' });
    expect(renamed.status).toBe(200);
    const first = await clients.get(api.clients.getClients, { pageSize: 1 });
    expect(first.body.data.items[0]).toMatchObject({ clientId: c.id, name: '0000 renamed by the API' });
    expect((await clients.get(api.clients.getClient, undefined, { id: c.id })).body.data.name).toBe('0000 renamed by the API');
    const back = await clients.post(api.clients.updateClientData, { clientId: c.id, version: renamed.body.data.version, name: c.name });
    expect(back.status).toBe(200);
  });
});

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
    expectEvery(d.invoices, (i) => /^INV-\d{4}-\d{6}$/.test(i.invoiceNumber) && i.remaining === Math.max(0, i.amount - i.credited - i.paid));
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
    await t.db.updateTable('clients').set({ legal_name: 'Fresh legal name' }).where('id', '=', c.id).execute();
    expect((await read()).legalName).toBe('Fresh legal name');
    await t.db.updateTable('client_contacts').set({ name: 'Fresh contact' }).where('id', '=', contact.contactId).execute();
    expect((await read()).contacts.find((x) => x.contactId === contact.contactId)?.name).toBe('Fresh contact');
    await t.db.updateTable('invoices').set({ po_number: 'PO-FRESH-1' }).where('id', '=', invoice.invoiceId).execute();
    expect((await read()).invoices.find((i) => i.invoiceId === invoice.invoiceId)?.invoicePONumber).toBe('PO-FRESH-1');
    await t.db.insertInto('payments').values({ client_id: c.id, invoice_id: invoice.invoiceId, paid_on: '2026-01-02', amount: 1, reference: 'fresh' }).execute();
    expect((await read()).invoices.find((i) => i.invoiceId === invoice.invoiceId)?.paid).toBe(invoice.paid + 1);
    const staff = await t.db.selectFrom('staff_users').select(['id', 'name']).where('login', '=', 'finance').executeTakeFirstOrThrow();
    await t.db.insertInto('client_events').values({ client_id: c.id, user_id: staff.id, kind: 'comment', summary: 'Fresh event' }).execute();
    expect((await read()).events[0]).toMatchObject({ summary: 'Fresh event', userName: 'Finance Demo' });
    // The name shown on the timeline, renamed (never the login).
    await t.db.updateTable('staff_users').set({ name: 'Finance Renamed' }).where('id', '=', staff.id).execute();
    expect((await read()).events[0].userName).toBe('Finance Renamed');
    await t.db.updateTable('staff_users').set({ name: staff.name }).where('id', '=', staff.id).execute();
    const row = await t.db.selectFrom('clients').select('agency_id').where('id', '=', c.id).executeTakeFirstOrThrow();
    if (row.agency_id !== null) {
      const agency = await t.db.selectFrom('agencies').select('name').where('id', '=', row.agency_id).executeTakeFirstOrThrow();
      await t.db.updateTable('agencies').set({ name: 'Fresh agency' }).where('id', '=', row.agency_id).execute();
      expect((await read()).agency).toEqual({ id: row.agency_id, name: 'Fresh agency' });
      await t.db.updateTable('agencies').set({ name: agency.name }).where('id', '=', row.agency_id).execute();
    }
    // Removed again: the next answer is the page as it was, events aside.
    await t.db.deleteFrom('payments').where('reference', '=', 'fresh').execute();
    await t.db.deleteFrom('client_events').where('summary', '=', 'Fresh event').execute();
    await t.db.updateTable('invoices').set({ po_number: invoice.invoicePONumber }).where('id', '=', invoice.invoiceId).execute();
    await t.db.updateTable('client_contacts').set({ name: contact.name }).where('id', '=', contact.contactId).execute();
    await t.db.updateTable('clients').set({ legal_name: before.legalName }).where('id', '=', c.id).execute();
    const after = await read();
    expect(after).toEqual(before);
  });
});

describe('clients/{id} equals the page a change answers', () => {
  test('for clients with banned users, credit notes, timelines and price lists, field by field', async () => {
    const pick = async (q: Promise<{ id: number }[]>) => (await q).map((r) => r.id);
    const ids = new Set<number>([
      ...(await pick(t.db.selectFrom('banned_users').select('client_id as id').orderBy('id').limit(2).execute())),
      ...(await pick(t.db.selectFrom('credit_notes as cn').innerJoin('invoices as i', 'i.id', 'cn.invoice_id').select('i.client_id as id').orderBy('cn.id').limit(2).execute())),
      ...(await pick(t.db.selectFrom('client_events').select('client_id as id').where('user_id', 'is not', null).orderBy('id', 'desc').limit(2).execute())),
      ...(await pick(t.db.selectFrom('client_price_lists').select('client_id as id').orderBy('client_id').limit(2).execute())),
    ]);
    expect(ids.size).toBeGreaterThan(2);
    for (const id of ids) {
      const shown = await clients.get(api.clients.getClient, undefined, { id });
      expect(shown.status).toBe(200);
      // A change that changes nothing answers the page as read in its transaction.
      const read = await clients.post(api.clients.updateClientData, { clientId: id, version: shown.body.data.version });
      expect(read.status).toBe(200);
      expect(shown.body.data).toEqual(read.body.data);
    }
    // The cases did show what they were picked for.
    const shown = await Promise.all([...ids].map(async (id) => (await clients.get(api.clients.getClient, undefined, { id })).body.data));
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
      await t.db.selectFrom('invoices').select('id').where('client_id', '=', top.client_id).orderBy('issued_on', 'desc').orderBy('id', 'desc').execute()
    ).map((r) => r.id);
    const first = await clients.get(api.clients.getClient, undefined, { id: top.client_id });
    expect(first.body.data).toMatchObject({ invoicesTotal: n, invoicesPage: 1, invoicesPageSize: 20 });
    expect(first.body.data.invoices.map((i) => i.invoiceId)).toEqual(ids.slice(0, 20));
    const second = await clients.get(api.clients.getClient, { invoicesPage: 2, invoicesPageSize: 2 }, { id: top.client_id });
    expect(second.status).toBe(200);
    expect(second.body.data.invoices.map((i) => i.invoiceId)).toEqual(ids.slice(2, 4));
    expect(second.body.data.invoicesTotal).toBe(n);
    const bad = await clients.getUnchecked(api.clients.getClient, { invoicesPage: 0, invoicesPageSize: 101 }, { id: top.client_id });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['invoicesPage', 'invoicesPageSize']);
  });
});

describe('clients/addClient and duplicateClient', () => {
  test('creates under a unique business code; a taken one is 409; bad fields 400; unknown refs 404', async () => {
    const group = await t.db.selectFrom('client_groups').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await clients.post(api.clients.addClient, {
      businessCode: 'new-001',
      name: 'Nouvelle Boulangerie',
      clientGroupId: group.id,
      email: 'Contact@Boulangerie.example',
      city: 'Lyon',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.businessCode).toBe('NEW-001');
    expect(res.body.data.email).toBe('contact@boulangerie.example');
    expect(res.body.data.clientGroup?.id).toBe(group.id);
    expect(res.body.data.events.map((e) => e.kind)).toEqual(['created']);
    const event = await lastAdminEvent();
    expect(event.action).toBe('clients.addClient');
    expect(event.target_id).toBe(String(res.body.data.clientId));

    const dup = await clients.post(api.clients.addClient, { businessCode: 'NEW-001', name: 'Other' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('The business code NEW-001 is already taken by Nouvelle Boulangerie; choose another one');

    const bad = await clients.postUnchecked(api.clients.addClient, { businessCode: 'a', name: '', email: 'nope', colour: 'red' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(expect.arrayContaining(['businessCode', 'name', 'email']));

    const unknown = await clients.post(api.clients.addClient, { businessCode: 'NEW-002', name: 'X', agencyId: 99999 });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['agencyId']);
    expect((await workers.post(api.clients.addClient, { businessCode: 'NEW-003', name: 'X' })).status).toBe(403);
  });

  test('duplicating copies settings, price lists and contacts, never invoices', async () => {
    const source = await t.db
      .selectFrom('clients as c')
      .innerJoin('client_price_lists as cp', 'cp.client_id', 'c.id')
      .select(['c.id', 'c.business_code', 'c.invoice_frequency', 'c.payment_term_days', 'c.billing_contact_id'])
      .where('c.billing_contact_id', 'is not', null)
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const before = (await clients.get(api.clients.getClient, undefined, { id: source.id })).body.data;
    expect(before.invoices.length).toBeGreaterThan(0);
    const res = await clients.post(api.clients.duplicateClient, { clientId: source.id, businessCode: 'COPY-1' });
    expect(res.status).toBe(200);
    const copy = res.body.data;
    expect(copy.businessCode).toBe('COPY-1');
    expect(copy.name).toBe(`${before.name} (copy)`);
    expect(copy.settings.invoiceFrequency).toBe(before.settings.invoiceFrequency);
    expect(copy.settings.paymentTermDays).toBe(before.settings.paymentTermDays);
    expect(copy.settings.priceLists).toEqual(before.settings.priceLists);
    expect(copy.contacts.map((c) => [c.name, c.email, c.clientEmailCc, c.isBillingContact])).toEqual(
      before.contacts.map((c) => [c.name, c.email, c.clientEmailCc, c.isBillingContact]),
    );
    expect(copy.contacts.map((c) => c.contactId)).not.toEqual(before.contacts.map((c) => c.contactId));
    expect(copy.invoices).toEqual([]);
    expect((await clients.post(api.clients.duplicateClient, { clientId: source.id, businessCode: source.business_code })).status).toBe(409);
    const missing = await clients.post(api.clients.duplicateClient, { clientId: 999999, businessCode: 'COPY-2' });
    expect(missing.status).toBe(404);
    expect(fieldNames(missing)).toEqual(['clientId']);
  });
});

describe('clients/updateClientData', () => {
  test('versioned edit; stale version 409; billing contact must be one of the client; 400 names fields', async () => {
    const c = await clientWithBilling();
    const res = await clients.post(api.clients.updateClientData, { clientId: c.id, version: c.version, city: 'Grenoble', phone: '+33 4 76 00 00 00' });
    expect(res.status).toBe(200);
    expect(res.body.data.city).toBe('Grenoble');
    expect(res.body.data.version).toBe(c.version + 1);
    expect((await lastClientEvent(c.id)).summary).toBe('Changed: phone, city');
    expect((await lastAdminEvent()).action).toBe('clients.updateClientData');

    const stale = await clients.post(api.clients.updateClientData, { clientId: c.id, version: c.version, city: 'Paris' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toContain('changed by someone else');

    const other = await t.db.selectFrom('client_contacts').select('id').where('client_id', '!=', c.id).orderBy('id').executeTakeFirstOrThrow();
    const foreign = await clients.post(api.clients.updateClientData, { clientId: c.id, version: c.version + 1, billingContactId: other.id });
    expect(foreign.status).toBe(404);
    expect(fieldNames(foreign)).toEqual(['billingContactId']);

    const bad = await clients.postUnchecked(api.clients.updateClientData, { clientId: c.id, email: 'x', siret: '12' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['email', 'siret', 'version']);
    expect((await clients.post(api.clients.updateClientData, { clientId: 999999, version: 1, city: 'X' })).status).toBe(404);
  });
});

describe('clients/closeAccount and reactivateAccount', () => {
  test('closing needs a comment, makes the client inactive with closed_at; reactivating reverses it; twice is 409', async () => {
    const c = await t.db.selectFrom('clients').selectAll().where('activity_status', '=', 'active').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const noComment = await clients.postUnchecked(api.clients.closeAccount, { clientId: c.id, comment: '  ' });
    expect(noComment.status).toBe(400);
    expect(fieldNames(noComment)).toEqual(['comment']);

    const closed = await clients.post(api.clients.closeAccount, { clientId: c.id, comment: 'Fin de contrat' });
    expect(closed.status).toBe(200);
    expect(closed.body.data.activityStatus).toBe('inactive');
    expect(closed.body.data.closedComment).toBe('Fin de contrat');
    const row = await t.db.selectFrom('clients').select(['activity_status', 'closed_at']).where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(row.activity_status).toBe('inactive');
    expect(row.closed_at).not.toBeNull();
    expect(closed.body.data.events[0]).toMatchObject({ kind: 'closed', summary: 'Account closed: Fin de contrat', userName: 'Clients Demo' });
    expect((await lastAdminEvent()).action).toBe('clients.closeAccount');
    expect((await clients.post(api.clients.closeAccount, { clientId: c.id, comment: 'again' })).status).toBe(409);

    const back = await clients.post(api.clients.reactivateAccount, { clientId: c.id, comment: 'Reprise' });
    expect(back.status).toBe(200);
    expect(back.body.data.activityStatus).toBe('active');
    expect(back.body.data.closedAt).toBeNull();
    expect(back.body.data.events[0].summary).toBe('Account reactivated: Reprise');
    expect((await clients.post(api.clients.reactivateAccount, { clientId: c.id, comment: 'again' })).status).toBe(409);
    expect((await clients.post(api.clients.closeAccount, { clientId: 999999, comment: 'x' })).status).toBe(404);
  });
});

describe('clients/updateClientContact', () => {
  test('adds a contact, edits it with its version (409 when stale), checks the email, sets the CC flags', async () => {
    const c = await clientWithBilling();
    // The CC flags move invoice and reminder mail: a step-up (test/domain/moneyMail.test.ts).
    await stepUpAs(t, clients, 'clients');
    const added = await clients.post(api.clients.updateClientContact, {
      clientId: c.id,
      name: 'Jeanne Compta',
      email: 'Jeanne@Client.example',
      clientEmailCc: true,
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name: 'Jeanne Compta', email: 'jeanne@client.example', clientEmailCc: true, clientEmailCcOverdue: false, isBillingContact: false, version: 1 });
    const contactId = added.body.data.contactId;

    const edited = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientContact?editedContact=${contactId}`,
      payload: { clientId: c.id, version: 1, name: 'Jeanne Compta', clientEmailCc: false, clientEmailCcOverdue: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ clientEmailCc: false, clientEmailCcOverdue: true, version: 2 });
    expect((await lastClientEvent(c.id)).summary).toBe('Contact Jeanne Compta edited: clientEmailCc, clientEmailCcOverdue');

    const stale = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientContact?editedContact=${contactId}`,
      payload: { clientId: c.id, version: 1, name: 'Old' },
    });
    expect(stale.statusCode).toBe(409);
    const unknown = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientContact?editedContact=999999`,
      payload: { clientId: c.id, version: 1, name: 'X' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['editedContact']);
    const bad = await clients.postUnchecked(api.clients.updateClientContact, { clientId: c.id, name: '', email: 'not-an-email', clientEmailCc: 'yes' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['clientEmailCc', 'email', 'name']);
    expect((await lastAdminEvent()).action).toBe('clients.updateClientContact');
  });
});

describe('clients/updateClientSettings and reference lists', () => {
  test('settings change and the price lists become exactly the query set', async () => {
    const c = await clientWithBilling();
    const current = (await clients.get(api.clients.getClient, undefined, { id: c.id })).body.data;
    const lists = await clients.get(api.clients.getPriceList);
    expect(lists.status).toBe(200);
    expect(lists.body.data.length).toBeGreaterThan(1);
    const ids = lists.body.data.slice(0, 2).map((l) => l.id);
    const res = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientSettings?pricelistIds=${ids.join(',')}`,
      payload: { clientId: c.id, version: current.version, invoiceFrequency: 'weekly', paymentTermDays: 45 },
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.settings.invoiceFrequency).toBe('weekly');
    expect(d.settings.paymentTermDays).toBe(45);
    expect(d.settings.priceLists.map((p: { id: number }) => p.id).sort()).toEqual([...ids].sort());
    const cleared = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientSettings?pricelistIds=`,
      payload: { clientId: c.id, version: d.version },
    });
    expect(cleared.json().data.settings.priceLists).toEqual([]);
    const unknown = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientSettings?pricelistIds=99999`,
      payload: { clientId: c.id, version: d.version + 1 },
    });
    expect(unknown.statusCode).toBe(404);
    const stale = await clients.inject({ method: 'POST', url: `/api/clients/updateClientSettings`, payload: { clientId: c.id, version: 1, vatRateBp: 1000 } });
    expect(stale.statusCode).toBe(409);
    const bad = await clients.postUnchecked(api.clients.updateClientSettings, { clientId: c.id, version: 1, invoiceFrequency: 'daily' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['invoiceFrequency']);
  });

  test('payment methods, business units, configuration lists', async () => {
    const pm = await clients.get(api.clients.getPaymentMethods);
    expect(pm.status).toBe(200);
    expect(pm.body.data.length).toBeGreaterThan(0);
    const bu = await clients.get(api.clients.getBusinessUnit);
    expect(bu.body.data.length).toBeGreaterThan(0);
    const conf = await clients.get(api.clients.getInvoiceConfigurationLists);
    expect(conf.body.data.invoiceFrequencies).toEqual(['weekly', 'monthly', 'per_shift']);
    expect(conf.body.data.agencies.length).toBe(5);
    expect(conf.body.data.clientGroups.length).toBeGreaterThan(0);
    expect((await workers.get(api.clients.getBusinessUnit)).status).toBe(403);
  });
});

describe('clients/unbanUser and addComment', () => {
  test('unbans a banned user of the client; twice is 409; wrong email 400; another client 404', async () => {
    const b = await t.db.selectFrom('banned_users').selectAll().where('unbanned_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const wrong = await clients.post(api.clients.unbanUser, { userBannedId: b.id, userBannedEmail: 'other@x.example', clientId: b.client_id });
    expect(wrong.status).toBe(400);
    expect(fieldNames(wrong)).toEqual(['userBannedEmail']);
    const otherClient = await clients.post(api.clients.unbanUser, { userBannedId: b.id, userBannedEmail: b.email, clientId: b.client_id + 1 });
    expect(otherClient.status).toBe(404);
    const res = await clients.post(api.clients.unbanUser, { userBannedId: b.id, userBannedEmail: b.email.toUpperCase(), clientId: b.client_id });
    expect(res.status).toBe(200);
    expect(res.body.data.unbannedAt).not.toBeNull();
    expect((await lastClientEvent(b.client_id)).summary).toBe(`Unbanned ${b.email}`);
    expect((await clients.post(api.clients.unbanUser, { userBannedId: b.id, userBannedEmail: b.email, clientId: b.client_id })).status).toBe(409);
  });

  test('a comment goes on the timeline and the admin events', async () => {
    const c = await clientWithBilling();
    const res = await clients.post(api.clients.addComment, { clientId: c.id, comment: 'Appel du client' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'comment', summary: 'Appel du client', userName: 'Clients Demo' });
    const detail = await clients.get(api.clients.getClient, undefined, { id: c.id });
    expect(detail.body.data.events[0].eventId).toBe(res.body.data.eventId);
    expect((await lastAdminEvent()).action).toBe('clients.addComment');
    expect((await clients.postUnchecked(api.clients.addComment, { clientId: c.id })).status).toBe(400);
    expect((await clients.post(api.clients.addComment, { clientId: 999999, comment: 'x' })).status).toBe(404);
  });
});
