import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let settings: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  settings = await t.injectAs('settings');
});
afterAll(() => t.close());

const paris = () =>
  t.db.selectFrom('companies').selectAll().where('short_code_prefix', '=', 'PAR').executeTakeFirstOrThrow();

describe('workerCompanies: short-code prefixes', () => {
  test('each company shows its prefix, the next short code, and whether the prefix is frozen', async () => {
    const res = await settings.get(api.settings.getWorkerCompanies, { activityStatus: 'all' });
    expect(res.status).toBe(200);
    const row = res.body.data.find((c) => c.shortCodePrefix === 'PAR')!;
    const company = await paris();
    expect(row).toMatchObject({ id: company.id, name: 'Courier Paris SAS', prefixLocked: true });
    expect(row.nextShortCode).toBe(`PAR-${String(company.next_short_code_seq).padStart(4, '0')}`);
    expect(row.inUse).toBeGreaterThan(0);
  });

  test('getShortCodePrefix: the prefix and next code of one company; 404 and 400 name companyId', async () => {
    const company = await paris();
    const res = await settings.get(api.settings.getShortCodePrefix, { companyId: company.id });
    expect(res.body.data).toEqual({
      companyId: company.id,
      shortCodePrefix: 'PAR',
      nextShortCode: `PAR-${String(company.next_short_code_seq).padStart(4, '0')}`,
      prefixLocked: true,
    });
    const missing = await settings.get(api.settings.getShortCodePrefix, { companyId: 999_999 });
    expect(missing.status).toBe(404);
    expect(fieldNames(missing)).toEqual(['companyId']);
    const none = await settings.getUnchecked(api.settings.getShortCodePrefix, {});
    expect(none.status).toBe(400);
    expect(fieldNames(none)).toEqual(['companyId']);
  });

  test('a prefix is 2 to 5 capital letters (lower case is upper-cased), and unique', async () => {
    for (const bad of ['P', 'PARISX', 'P4R', 'PA-R']) {
      const res = await settings.post(api.settings.addWorkerCompany, {
        name: `Société ${bad}`,
        shortCodePrefix: bad,
      });
      expect(res.status).toBe(400);
      expect(fieldNames(res)).toEqual(['shortCodePrefix']);
    }
    const dup = await settings.post(api.settings.addWorkerCompany, {
      name: 'Autre Paris',
      shortCodePrefix: 'par',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('The short-code prefix PAR is already used by Courier Paris SAS');
    const ok = await settings.post(api.settings.addWorkerCompany, {
      name: 'Courier Bordeaux',
      shortCodePrefix: 'bdx',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      shortCodePrefix: 'BDX',
      nextShortCode: 'BDX-0001',
      prefixLocked: false,
      inUse: 0,
    });
  });

  test('the prefix of a company without workers may change; once a worker carries it, it may not', async () => {
    const added = await settings.post(api.settings.addWorkerCompany, {
      name: 'Courier Nice',
      shortCodePrefix: 'NIC',
    });
    expect(added.status).toBe(200);
    const changed = await settings.post(api.settings.updateWorkerCompany, {
      id: added.body.data.id,
      version: 1,
      shortCodePrefix: 'NCE',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      shortCodePrefix: 'NCE',
      nextShortCode: 'NCE-0001',
      version: 2,
    });

    const company = await paris();
    const frozen = await settings.post(api.settings.updateWorkerCompany, {
      id: company.id,
      version: company.version,
      shortCodePrefix: 'PRS',
    });
    expect(frozen.status).toBe(409);
    expect(frozen.body.error.message).toMatch(
      /^The prefix PAR is carried by the short codes of \d+ worker\(s\): it cannot change$/,
    );
    // Its name may still change.
    const renamed = await settings.post(api.settings.updateWorkerCompany, {
      id: company.id,
      version: company.version,
      name: 'Courier Paris SA',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ shortCodePrefix: 'PAR', name: 'Courier Paris SA' });
  });
});
