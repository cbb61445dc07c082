import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { buildTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('adminEvents/getAdminEvents: a long trail', () => {
  test('a page far down a trail of 100,000+ events is exact and counted', async () => {
    await sql`insert into admin_events (at, action, target_type, target_id, summary)
      select timestamptz '2026-01-01T00:00:00Z' + n * interval '1 second', 'test.bulk', 'setting', n::text, 'bulk ' || n
      from generate_series(1, 100050) as n`.execute(t.db);
    const settings = await t.injectAs('settings');
    // The last page of 201 pages of 500: counted exactly (three pages ahead would be 101,500).
    const last = await settings.get(api.adminEvents.getAdminEvents, { action: 'test.bulk', pageSize: 500, page: 201 });
    expect(last.body.data).toMatchObject({ total: 100050, totalIsLowerBound: false });
    expect(last.body.data.items).toHaveLength(50);
    expect(last.body.data.items[49].summary).toBe('bulk 1');
    expect(last.body.data.items[49].at).toBe('2026-01-01T00:00:01.000Z');
    expect(last.body.data.items[0].at).toBe('2026-01-01T00:00:50.000Z');
    const oldest = await settings.get(api.adminEvents.getAdminEvents, {
      targetType: 'setting',
      targetId: '1',
      dateTo: '2026-01-01',
    });
    expect(oldest.body.data.items.map((e) => e.summary)).toEqual(['bulk 1']);
  }, 120_000);
});
