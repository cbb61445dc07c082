import { sql } from 'kysely';
import { CLIENTS_LIST_COUNTS_REBUILD } from '../../src/db/migrations/0051_clients_list_counts';
import { listClients, type GetClientsQuery } from '../../src/repositories/clients/list';
import { compactReceivablesTotals } from '../../src/repositories/finance/recoveryFlags';
import { clientGroups, clientGroups2, salesAgents } from '../../src/repositories/settingsLists';
import { seededTestApp, type TestApp } from '../helpers/testApp';

/**
 * `clients_list_counts` (migration 0051), the clients counted by the clients list's filter
 * columns, is kept by the writes: after every kind of write to clients (and a fold), it adds up,
 * group by group, to a count of the clients; the list's total without a search and the Settings
 * lists' clients counts, which read it, equal a count of the clients.
 */
let t: TestApp;
beforeAll(async () => {
  t = await seededTestApp();
});
afterAll(() => t.close());

const GROUP = sql.raw('activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id');

/** Groups whose kept count differs from a count of the clients. */
async function differences() {
  const { rows } = await sql<Record<string, unknown>>`
    select ${GROUP}, sum(x.kept)::int as kept, sum(x.counted)::int as counted
    from (select ${GROUP}, clients as kept, 0 as counted from clients_list_counts
          union all
          select ${GROUP}, 0, 1 from clients) x
    group by ${GROUP}
    having sum(x.kept) <> sum(x.counted)`.execute(t.db);
  return rows;
}

const query = (q: Partial<GetClientsQuery>): GetClientsQuery => ({
  activityStatus: 'all',
  clientGroups: [],
  clientGroups2: [],
  agencies: [],
  salesAgents: [],
  paymentMethods: [],
  page: 1,
  pageSize: 5,
  ...q,
} as GetClientsQuery);

/** The counts kept and what reads them agree with counts of the clients. */
async function expectExact(what: string) {
  expect({ what, differences: await differences() }).toEqual({ what, differences: [] });
  const { rows: [ids] } = await sql<{ agency: number; group: number; group2: number; agent: number; method: number }>`
    select min(agency_id) as agency, min(client_group_id) as group, max(client_group2_id) as group2,
      max(sales_agent_id) as agent, min(payment_method_id) as method from clients`.execute(t.db);
  const filters: [Partial<GetClientsQuery>, string][] = [
    [{}, 'true'],
    [{ activityStatus: 'active' }, `activity_status = 'active'`],
    [{ activityStatus: 'inactive' }, `activity_status = 'inactive'`],
    [{ agencies: [ids.agency] }, `agency_id = ${ids.agency}`],
    [{ activityStatus: 'active', clientGroups: [ids.group], salesAgents: [ids.agent] },
      `activity_status = 'active' and client_group_id = ${ids.group} and sales_agent_id = ${ids.agent}`],
    [{ clientGroups2: [ids.group2], paymentMethods: [ids.method] }, `client_group2_id = ${ids.group2} and payment_method_id = ${ids.method}`],
    [{ agencies: [ids.agency], page: 10_000 }, `agency_id = ${ids.agency}`],
  ];
  for (const [q, where] of filters) {
    const { rows: [c] } = await sql<{ n: number }>`select count(*)::int as n from clients where ${sql.raw(where)}`.execute(t.db);
    expect({ what, q, total: (await listClients(t.db, query(q))).total }).toEqual({ what, q, total: c.n });
  }
  for (const [list, column] of [[salesAgents, 'sales_agent_id'], [clientGroups, 'client_group_id']] as const) {
    const { rows } = await sql<{ id: number; n: number }>`
      select ${sql.ref(column)} as id, count(*)::int as n from clients where ${sql.ref(column)} is not null group by 1`.execute(t.db);
    const counted = new Map(rows.map((r) => [r.id, r.n]));
    for (const item of await list.list(t.db, { activityStatus: 'all' }))
      expect({ what, column, id: item.id, inUse: item.inUse }).toEqual({ what, column, id: item.id, inUse: counted.get(item.id) ?? 0 });
  }
  const { rows: groups2 } = await sql<{ id: number; n: number }>`
    select g.id, (select count(*) from client_groups x where x.client_group2_id = g.id)::int
      + (select count(*) from clients c where c.client_group2_id = g.id)::int as n from client_groups2 g`.execute(t.db);
  const counted2 = new Map(groups2.map((r) => [r.id, r.n]));
  for (const item of await clientGroups2.list(t.db, { activityStatus: 'all' }))
    expect({ what, id: item.id, inUse: item.inUse }).toEqual({ what, id: item.id, inUse: counted2.get(item.id) });
}

async function newClients(codes: string[]) {
  const { rows: [r] } = await sql<{ agency: number; group: number; agent: number }>`
    select min(id) as agency, (select min(id) from client_groups) as group, (select max(id) from sales_agents) as agent from agencies`.execute(t.db);
  const values = codes.map((code) => sql`(${code}, ${`Client ${code}`}, ${r.agency}, ${r.group}, ${r.agent})`);
  const { rows } = await sql<{ id: number }>`insert into clients (business_code, name, agency_id, client_group_id, sales_agent_id)
    values ${sql.join(values)} returning id`.execute(t.db);
  return rows.map((x) => x.id);
}

test('every kind of write to clients keeps the list counts exact', async () => {
  await expectExact('the seed');
  const [one] = await newClients(['DRIFT-1']);
  await expectExact('a client added');
  const [two, three, four] = await newClients(['DRIFT-2', 'DRIFT-3', 'DRIFT-4']);
  await expectExact('three added at once');
  await sql`update clients set name = 'Renamed', comment = 'no count changes' where id = ${one}`.execute(t.db);
  await expectExact('an update of no filter column');
  const { rows: [other] } = await sql<{ agency: number; group: number; group2: number; agent: number; method: number }>`
    select max(a.id) as agency, (select max(id) from client_groups) as group, (select min(id) from client_groups2) as group2,
      (select min(id) from sales_agents) as agent, (select max(id) from payment_methods) as method from agencies a`.execute(t.db);
  for (const [column, value] of [
    ['agency_id', other.agency],
    ['client_group_id', other.group],
    ['client_group2_id', other.group2],
    ['sales_agent_id', other.agent],
    ['payment_method_id', other.method],
  ] as const) {
    await sql`update clients set ${sql.ref(column)} = ${value} where id = ${one}`.execute(t.db);
    await expectExact(`${column} changed`);
    await sql`update clients set ${sql.ref(column)} = null where id = ${two}`.execute(t.db);
    await expectExact(`${column} emptied`);
  }
  await sql`update clients set activity_status = 'inactive', closed_at = now() where id in (${one}, ${three})`.execute(t.db);
  await expectExact('two clients closed');
  await sql`update clients set activity_status = 'active', closed_at = null where id = ${three}`.execute(t.db);
  await expectExact('one opened again');
  await sql`update clients set agency_id = ${other.agency}, activity_status = 'inactive' where id in (${two}, ${three}, ${four})`.execute(t.db);
  await expectExact('several columns of several clients at once');
  await sql`delete from clients where id in (${one}, ${four})`.execute(t.db);
  await expectExact('two clients deleted');
  const { rows: [before] } = await sql<{ n: number }>`select count(*)::int as n from clients_list_counts`.execute(t.db);
  await compactReceivablesTotals(t.db);
  const { rows: [after] } = await sql<{ n: number; groups: number }>`
    select count(*)::int as n, (select count(*)::int from (select distinct ${GROUP} from clients) g) as groups
    from clients_list_counts`.execute(t.db);
  expect(after.n).toBeLessThan(before.n);
  expect(after.n).toBe(after.groups);
  await expectExact('folded');
});

test('the check sees a write the trigger missed', async () => {
  await sql`alter table clients disable trigger clients_list_counts_insert`.execute(t.db);
  try {
    await newClients(['DRIFT-MISSED']);
  } finally {
    await sql`alter table clients enable trigger clients_list_counts_insert`.execute(t.db);
  }
  expect((await differences()).length).toBe(1);
  for (const statement of CLIENTS_LIST_COUNTS_REBUILD) await sql.raw(statement).execute(t.db);
  expect(await differences()).toEqual([]);
});
