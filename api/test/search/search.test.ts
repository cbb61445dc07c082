import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../helpers/testApp';

// The global search's calls (docs/product.md#calls-global-search): what each area's call finds,
// accents and case, phone numbers in any spacing, the roles, and the refused terms.

let t: TestApp;
let admin: SignedIn;
let clientsOnly: SignedIn;
let chatOnly: SignedIn;
let financeOnly: SignedIn;
const ids: Record<string, number> = {};

async function one<T>(query: ReturnType<typeof sql<T>>): Promise<T> {
  return (await query.execute(t.db)).rows[0];
}

beforeAll(async () => {
  t = await seededTestApp();
  [admin, clientsOnly, chatOnly, financeOnly] = await Promise.all(
    ['admin', 'clients', 'chat', 'finance'].map((login) => t.injectAs(login)),
  );
  const ref = await one<{ company: number; team: number; agency: number; type: number; chat: number }>(sql`
    select (select id from companies order by id limit 1) as company, (select id from teams order by id limit 1) as team,
      (select id from agencies order by id limit 1) as agency, (select id from vehicle_types order by id limit 1) as type,
      (select id from staff_users where login = 'chat') as chat`);
  ids.client = (
    await one<{ id: number }>(sql`insert into clients (business_code, name, legal_name, city, siret)
      values ('ZQX001', 'Boulangerie Hélène', 'Société Œuvre Blé SARL', 'Châteaubriant', '73282932000074') returning id`)
  ).id;
  ids.contact = (
    await one<{ id: number }>(sql`insert into client_contacts (client_id, name, email, phone_number)
      values (${ids.client}, 'Azélie Dûrand', 'azelie@zqx.example', '02 07 64 25 59') returning id`)
  ).id;
  ids.invoice = (
    await one<{ id: number }>(sql`insert into invoices (invoice_number, client_id, issued_on, due_on, amount, amount_excl_vat, po_number)
      values ('INV-2019-991164', ${ids.client}, '2019-05-02', '2019-06-01', 12000, 10000, 'PO-ZQ-77') returning id`)
  ).id;
  ids.creditNote = (
    await one<{ id: number }>(sql`insert into credit_notes (number, invoice_id, client_id, amount, comment, issued_on)
      values ('CN-2019-990042', ${ids.invoice}, ${ids.client}, 1000, 'Geste', '2019-05-10') returning id`)
  ).id;
  ids.worker = (
    await one<{ id: number }>(sql`insert into workers (short_code, company_id, team_id, agency_id, first_name, last_name, email, phone)
      values ('ZQW-0001', ${ref.company}, ${ref.team}, ${ref.agency}, 'Joël', 'Lefèvre', 'joel.zq@courier.example', '+33 6 12 34 56 78')
      returning id`)
  ).id;
  ids.vehicle = (
    await one<{ id: number }>(sql`insert into vehicles (short_code, plate, type_id) values ('ZQV-01', 'ZQ-123-XY', ${ref.type}) returning id`)
  ).id;
  ids.cfrUser = (
    await one<{ id: number }>(sql`insert into cfr_users (email, client_id, first_name, last_name)
      values ('noemie.zq@client.example', ${ids.client}, 'Noémie', 'Zquart') returning id`)
  ).id;
  ids.mission = (
    await one<{ id: number }>(sql`insert into regular_missions (client_id, name, weekdays, start_time, end_time, client_name)
      values (${ids.client}, 'Tournée Zqéta matin', '{1,2}', '08:00', '10:00', 'Boulangerie Hélène') returning id`)
  ).id;
  ids.room = (await one<{ id: number }>(sql`insert into rooms (name) values ('Équipe Zqorange') returning id`)).id;
  ids.hiddenRoom = (await one<{ id: number }>(sql`insert into rooms (name) values ('Zqorange secrète') returning id`)).id;
  await sql`insert into room_members (room_id, user_id) values (${ids.room}, ${ref.chat})`.execute(t.db);
});
afterAll(() => t.close());

describe('clients/search', () => {
  test('finds a client by code, name, legal name, city and SIRET, accents and case aside', async () => {
    for (const q of ['zqx001', 'ZQX', 'helene', 'HÉLÈNE', 'oeuvre ble', 'chateaubriant', '73282932000074', '732 829 320 00074']) {
      const res = await clientsOnly.get(api.search.clients, { q });
      expect(res.status).toBe(200);
      expect(res.body.data.items).toContainEqual({
        kind: 'client',
        id: ids.client,
        title: 'Boulangerie Hélène',
        subtitle: 'ZQX001 · Société Œuvre Blé SARL · Châteaubriant',
        href: '/clients/ZQX001',
      });
    }
  });

  test('the exact code comes first', async () => {
    const res = await clientsOnly.get(api.search.clients, { q: 'ZQX001' });
    expect(res.body.data.items[0]).toMatchObject({ kind: 'client', id: ids.client });
  });

  test("finds a contact by name, email or phone in any spacing, opening its client's page", async () => {
    for (const q of ['azelie', 'Dûrand', 'azelie@zqx', '0207642559', '02 07 64 25 59', '+33 2 07 64 25 59', '02.07.64']) {
      const res = await clientsOnly.get(api.search.clients, { q });
      expect(res.status).toBe(200);
      const hit = res.body.data.items.find((h) => h.kind === 'contact' && h.id === ids.contact);
      expect({ q, hit }).toEqual({
        q,
        hit: {
          kind: 'contact',
          id: ids.contact,
          title: 'Azélie Dûrand',
          subtitle: 'Contact of Boulangerie Hélène · azelie@zqx.example · 02 07 64 25 59',
          href: `/clients/ZQX001?tab=contacts&contact=${ids.contact}`,
        },
      });
    }
  });

  test('finds invoices by number or PO number and credit notes by number, on the client page', async () => {
    for (const q of ['INV-2019-991164', '991164', 'po-zq-77']) {
      const res = await clientsOnly.get(api.search.clients, { q });
      expect(res.body.data.items).toContainEqual(
        expect.objectContaining({ kind: 'invoice', id: ids.invoice, href: '/clients/ZQX001?tab=invoices&invoice=INV-2019-991164' }),
      );
    }
    const res = await clientsOnly.get(api.search.clients, { q: 'cn-2019-990042' });
    expect(res.body.data.items[0]).toEqual({
      kind: 'creditNote',
      id: ids.creditNote,
      title: 'CN-2019-990042',
      subtitle: 'Credit note on INV-2019-991164 · Boulangerie Hélène',
      href: '/clients/ZQX001?tab=invoices&invoice=INV-2019-991164&creditNote=CN-2019-990042',
    });
  });

  test('limit bounds the answer; a term with LIKE wildcards is matched literally', async () => {
    const res = await admin.get(api.search.clients, { q: 'a', limit: 3 });
    expect(res.status).toBe(400);
    const three = await admin.get(api.search.clients, { q: 'an', limit: 3 });
    expect(three.body.data.items.length).toBe(3);
    const wild = await admin.get(api.search.clients, { q: '%_%' });
    expect(wild.status).toBe(200);
    expect(wild.body.data.items).toEqual([]);
  });
});

describe('finance/searchInvoices', () => {
  test("finds invoices and credit notes, opening on the client's recovery page", async () => {
    const res = await financeOnly.get(api.search.invoices, { q: '991164' });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ kind: 'invoice', id: ids.invoice, href: '/finance/recovery/ZQX001?invoice=INV-2019-991164' }),
    ]);
    const cn = await financeOnly.get(api.search.invoices, { q: '990042' });
    expect(cn.body.data.items).toEqual([
      expect.objectContaining({
        kind: 'creditNote',
        href: '/finance/recovery/ZQX001?invoice=INV-2019-991164&creditNote=CN-2019-990042',
      }),
    ]);
  });
});

describe('the other areas', () => {
  test('workers: name, short code, email and phone in any spacing', async () => {
    for (const q of ['joel lefevre', 'LEFÈVRE', 'zqw-0001', 'joel.zq', '0612345678', '+33612345678', '06 12 34 56 78']) {
      const res = await admin.get(api.search.workers, { q });
      expect({ q, items: res.body.data.items }).toEqual({
        q,
        items: [
          {
            kind: 'worker',
            id: ids.worker,
            title: 'Joël Lefèvre',
            subtitle: 'ZQW-0001 · +33 6 12 34 56 78 · joel.zq@courier.example',
            href: '/workers/ZQW-0001',
          },
        ],
      });
    }
  });

  test('vehicles: short code and plate, with or without its dashes', async () => {
    for (const q of ['zqv-01', 'ZQ-123', 'zq123xy']) {
      const res = await admin.get(api.search.vehicles, { q });
      expect(res.body.data.items).toEqual([
        { kind: 'vehicle', id: ids.vehicle, title: 'ZQV-01', subtitle: 'ZQ-123-XY', href: '/vehicles/ZQV-01' },
      ]);
    }
  });

  test('client-side users: name and email', async () => {
    for (const q of ['noemie', 'zquart', 'noemie.zq@']) {
      const res = await admin.get(api.search.cfrUsers, { q });
      expect(res.body.data.items).toEqual([
        {
          kind: 'cfrUser',
          id: ids.cfrUser,
          title: 'Noémie Zquart',
          subtitle: 'noemie.zq@client.example · Boulangerie Hélène',
          href: `/users/cfr/${ids.cfrUser}`,
        },
      ]);
    }
  });

  test('regular missions: name', async () => {
    const res = await admin.get(api.search.regularMissions, { q: 'zqeta' });
    expect(res.body.data.items).toEqual([
      {
        kind: 'regularMission',
        id: ids.mission,
        title: 'Tournée Zqéta matin',
        subtitle: 'Boulangerie Hélène',
        href: `/regularMissions/${ids.mission}`,
      },
    ]);
  });

  test('chat rooms: only those the caller is a member of', async () => {
    const res = await chatOnly.get(api.search.chatRooms, { q: 'zqorange' });
    expect(res.body.data.items).toEqual([
      { kind: 'chatRoom', id: ids.room, title: 'Équipe Zqorange', subtitle: 'Internal room', href: `/chat?room=${ids.room}` },
    ]);
    const adminRes = await admin.get(api.search.chatRooms, { q: 'zqorange' });
    expect(adminRes.body.data.items.map((h) => h.id)).not.toContain(ids.hiddenRoom);
  });
});

describe('roles and refused terms', () => {
  test('each call has the roles of its area: a CLIENTS-only user never reads a worker', async () => {
    const denied = [api.search.workers, api.search.vehicles, api.search.cfrUsers, api.search.regularMissions, api.search.chatRooms, api.search.invoices];
    for (const endpoint of denied) {
      const res = await clientsOnly.get(endpoint, { q: 'zq' });
      expect({ path: endpoint.path, status: res.status }).toEqual({ path: endpoint.path, status: 403 });
    }
    expect((await financeOnly.get(api.search.clients, { q: 'zq' })).status).toBe(403);
    expect((await chatOnly.get(api.search.clients, { q: 'zq' })).status).toBe(403);
    const clients = await clientsOnly.get(api.search.clients, { q: 'zq' });
    expect(clients.body.data.items.every((h) => ['client', 'contact', 'invoice', 'creditNote'].includes(h.kind))).toBe(true);
  });

  test('a term of fewer than 2 or more than 100 characters, or a bad limit, is a 400 naming it', async () => {
    for (const [query, field] of [
      [{}, 'q'],
      [{ q: 'a' }, 'q'],
      [{ q: '  a  ' }, 'q'],
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ q: 'ab\u0000' }, 'q'],
      [{ q: 'ab', limit: 21 }, 'limit'],
      [{ q: 'ab', limit: 0 }, 'limit'],
      [{ q: 'ab', limit: '1e1' }, 'limit'],
    ] as const) {
      const res = await admin.getUnchecked(api.search.workers, query);
      expect({ query, status: res.status, fields: Object.keys(res.body.error?.fields ?? {}) }).toEqual({
        query,
        status: 400,
        fields: [field],
      });
    }
  });
});
