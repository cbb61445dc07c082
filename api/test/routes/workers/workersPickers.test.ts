import { api } from '@courier/shared/contract';
import { expectEvery } from '../../helpers/expectEvery';
import { t, workers, clients, useSeededApp } from './workersSetup';

useSeededApp();

describe('workers/getAgenciesAndTeamsAndCompanies', () => {
  test('pickers with the next short code of each company; 400 bad status; 403 without the role', async () => {
    const res = await workers.get(api.workers.getAgenciesAndTeamsAndCompanies);
    expect(res.status).toBe(200);
    const { agencies, teams, companies, elus } = res.body.data;
    expect(agencies.length).toBeGreaterThan(0);
    expect(teams[0]).toHaveProperty('agencyId');
    expect(elus).toBeInstanceOf(Array);
    expect(companies.length).toBeGreaterThan(0);
    expectEvery(companies, (c) => c.nextShortCode.startsWith(`${c.shortCodePrefix}-`));
    // The next code is the prefix and the number, on at least four digits (Courier Paris: PAR).
    const { next_short_code_seq: seq } = await t.db
      .selectFrom('companies')
      .select('next_short_code_seq')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const paris = async (next: number) => {
      await t.db.updateTable('companies').set({ next_short_code_seq: next }).where('id', '=', 1).execute();
      const list = (await workers.get(api.workers.getAgenciesAndTeamsAndCompanies)).body.data.companies;
      return list.find((c) => c.id === 1);
    };
    try {
      expect(await paris(7)).toMatchObject({ shortCodePrefix: 'PAR', nextShortCode: 'PAR-0007' });
      expect(await paris(12345)).toMatchObject({ shortCodePrefix: 'PAR', nextShortCode: 'PAR-12345' });
    } finally {
      await t.db.updateTable('companies').set({ next_short_code_seq: seq }).where('id', '=', 1).execute();
    }
    expect(
      (await workers.get(api.workers.getAgenciesAndTeamsAndCompanies, { activityStatus: 'x' })).status,
    ).toBe(400);
    expect((await clients.get(api.workers.getAgenciesAndTeamsAndCompanies)).status).toBe(403);
  });
});

describe('workers/getAgenciesAndTeamsAndCompanies: the lists as each status filter reads them', () => {
  test('each list holds the rows of the status asked for, by name then id (equal names by id)', async () => {
    // Two inactive teams of one name, the later one first by id order only.
    const agencyId = (await t.db.selectFrom('agencies').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
    const added = await t.db
      .insertInto('teams')
      .values([
        { name: 'Zz same name', code: 'ZZ2', agency_id: agencyId, activity_status: 'inactive' },
        { name: 'Zz same name', code: 'ZZ1', agency_id: agencyId, activity_status: 'inactive' },
      ])
      .returning('id')
      .execute();
    try {
      for (const status of ['active', 'inactive', 'all'] as const) {
        const res = await workers.get(api.workers.getAgenciesAndTeamsAndCompanies, {
          activityStatus: status,
        });
        expect(res.status).toBe(200);
        for (const [list, table] of [
          ['agencies', 'agencies'],
          ['teams', 'teams'],
          ['companies', 'companies'],
          ['elus', 'elus'],
        ] as const) {
          let q = t.db.selectFrom(table).select(['id', 'name', 'activity_status']);
          if (status !== 'all') q = q.where('activity_status', '=', status);
          const rows = await q.execute();
          // Expected order: the database's own order of the names, then the ids.
          const sorted = await t.db
            .selectFrom(table)
            .select('id')
            .where('id', 'in', rows.length ? rows.map((r) => r.id) : [0])
            .orderBy('name')
            .orderBy('id')
            .execute();
          expect([list, res.body.data[list].map((r) => r.id)]).toEqual([list, sorted.map((r) => r.id)]);
          expect(res.body.data[list].filter((r) => status !== 'all' && r.activityStatus !== status)).toEqual(
            [],
          );
        }
      }
      const all = (await workers.get(api.workers.getAgenciesAndTeamsAndCompanies, { activityStatus: 'all' }))
        .body.data;
      const same = all.teams.filter((r) => r.name === 'Zz same name');
      expect(same.map((r) => r.id)).toEqual(added.map((r) => r.id).sort((a, b) => a - b));
      expect(same[0]).toMatchObject({ agencyId, activityStatus: 'inactive' });
    } finally {
      await t.db
        .deleteFrom('teams')
        .where(
          'id',
          'in',
          added.map((r) => r.id),
        )
        .execute();
    }
  });
});

describe('gtaTypes/getGtaTypes', () => {
  test('GTA types with their absence flag; 400 bad status; 403 without the role', async () => {
    const res = await workers.get(api.workers.getGtaTypes, { activityStatus: 'all' });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data[0]).toHaveProperty('isAbsence');
    expect(
      (await workers.get(api.workers.getGtaTypes, { activityStatus: 'nope' })).body.error.fields,
    ).toHaveProperty('activityStatus');
    expect((await clients.get(api.workers.getGtaTypes)).status).toBe(403);
  });
});
