import { buildTestApp, type Inject, type TestApp } from '../helpers/testApp';
import { REFERENCE_TABLES } from '../../src/repositories/reference';

let t: TestApp;
let user: Inject;
beforeAll(async () => {
  t = await buildTestApp();
  user = (await t.loginAs('noroles')).inject;
  for (const table of REFERENCE_TABLES) {
    const extra = table === 'companies' ? { short_code_prefix: 'TST' } : {};
    await t.db.insertInto(table).values([
      { name: `B ${table}`, code: 'B1', ...extra },
      { name: `A ${table}`, code: null, activity_status: 'active', ...(table === 'companies' ? { short_code_prefix: 'TSA' } : {}) },
      { name: `C ${table}`, code: 'C1', activity_status: 'inactive', ...(table === 'companies' ? { short_code_prefix: 'TSC' } : {}) },
    ] as never).execute();
  }
});
afterAll(() => t.close());

const CALLS: [string, string][] = [
  ['elu/getElus', 'elus'],
  ['team/getTeams', 'teams'],
  ['company/getCompanies', 'companies'],
  ['agency/getAgencies', 'agencies'],
  ['financeAndBusiness/getFinanceUnit', 'finance_units'],
  ['financeAndBusiness/getBusinessUnit', 'business_units'],
  ['analyticAccount/getAnalyticAccount', 'analytic_accounts'],
  ['gtaType/getGtaType', 'gta_types'],
];

test.each(CALLS)('%s lists active rows by name by default; inactive and all on request', async (path, table) => {
  const names = async (q = '') => ((await user({ method: 'GET', url: `/api/${path}${q}` })).json().data as { name: string }[]).map((r) => r.name);
  const active = await names();
  expect(active).toEqual(expect.arrayContaining([`A ${table}`, `B ${table}`]));
  expect(active).not.toContain(`C ${table}`);
  expect(active).toEqual([...active].sort((a, b) => a.localeCompare(b, 'en')));
  expect(await names('?activityStatus=inactive')).toContain(`C ${table}`);
  expect(await names('?activityStatus=all')).toEqual(expect.arrayContaining([`A ${table}`, `C ${table}`]));
  const row = (await user({ method: 'GET', url: `/api/${path}` })).json().data.find((r: { name: string }) => r.name === `B ${table}`);
  expect(row).toEqual({ id: expect.any(Number), name: `B ${table}`, code: 'B1', activityStatus: 'active' });
  expect((await user({ method: 'GET', url: `/api/${path}?activityStatus=maybe` })).statusCode).toBe(400);
});
