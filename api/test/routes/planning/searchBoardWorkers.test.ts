import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

/**
 * planning/searchBoardWorkers: the worker picker of the planning page offers the worker rows of
 * the board's filters (every page of planning/getShifts), searched, not only the page shown.
 */
let t: TestApp;
let shifts: SignedIn;
let regular: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  shifts = await t.injectAs('shifts');
  regular = await t.injectAs('regular');
});
afterAll(() => t.close());

/** The seed's shifts are around 2026-06-15. */
const WEEK = { dateStart: '2026-06-15', dateEnd: '2026-06-21' };

async function boardRows(filters: Record<string, string> = {}) {
  const res = await shifts.get(api.planning.getShifts, { ...WEEK, ...filters, pageSize: 300 });
  expect(res.status).toBe(200);
  expect(res.body.data.total).toBeLessThanOrEqual(300);
  return res.body.data.workers;
}

describe('planning/searchBoardWorkers', () => {
  test('without a search: the rows of the board, in its order, bounded by limit, with the total of every page', async () => {
    const board = await boardRows();
    const res = await shifts.get(api.planning.searchBoardWorkers, { ...WEEK, limit: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(board.length);
    expect(res.body.data.workers).toEqual(board.slice(0, 5));
    const byDefault = await shifts.get(api.planning.searchBoardWorkers, WEEK);
    expect(byDefault.body.data.workers).toHaveLength(Math.min(20, board.length));
  });

  test('a search finds a worker past the first rows; the filters of the board apply (agency, client)', async () => {
    const board = await boardRows();
    const last = board.at(-1)!;
    const found = await shifts.get(api.planning.searchBoardWorkers, {
      ...WEEK,
      search: last.shortCode.toLowerCase(),
    });
    expect(found.body.data.workers.map((w) => w.id)).toContain(last.id);
    expect(found.body.data.total).toBeGreaterThanOrEqual(1);
    const byName = await shifts.get(api.planning.searchBoardWorkers, {
      ...WEEK,
      search: last.name.split(' ').at(-1)!,
    });
    expect(byName.body.data.workers.map((w) => w.id)).toContain(last.id);

    const agency = String(last.agencyId);
    const ofAgency = await boardRows({ agencyIds: agency });
    const picked = await shifts.get(api.planning.searchBoardWorkers, {
      ...WEEK,
      agencyIds: agency,
      limit: 50,
    });
    expect(picked.body.data.total).toBe(ofAgency.length);
    expect(picked.body.data.workers).toEqual(ofAgency.slice(0, 50));

    const { clientId } = await t.db
      .selectFrom('shifts')
      .select('client_id as clientId')
      .where('date', '>=', WEEK.dateStart)
      .where('date', '<=', WEEK.dateEnd)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ofClient = await boardRows({ clientIds: String(clientId) });
    const pickedOfClient = await shifts.get(api.planning.searchBoardWorkers, {
      ...WEEK,
      clientIds: String(clientId),
      limit: 50,
    });
    expect(pickedOfClient.body.data.workers.map((w) => w.id)).toEqual(ofClient.slice(0, 50).map((w) => w.id));
    expect(pickedOfClient.body.data.total).toBe(ofClient.length);

    const none = await shifts.get(api.planning.searchBoardWorkers, { ...WEEK, search: 'zzz-nobody-zzz' });
    expect(none.body.data).toEqual({ total: 0, workers: [] });
  });

  test('400 naming the field, 403 without SHIFTS', async () => {
    const tooMany = await shifts.getUnchecked(api.planning.searchBoardWorkers, { ...WEEK, limit: 51 });
    expect(tooMany.status).toBe(400);
    expect(fieldNames(tooMany)).toEqual(['limit']);
    const reversed = await shifts.get(api.planning.searchBoardWorkers, {
      dateStart: '2026-06-21',
      dateEnd: '2026-06-15',
    });
    expect(reversed.status).toBe(400);
    expect(fieldNames(reversed)).toEqual(['dateEnd']);
    const badIds = await shifts.getUnchecked(api.planning.searchBoardWorkers, { ...WEEK, agencyIds: 'x' });
    expect(badIds.status).toBe(400);
    expect(fieldNames(badIds)).toEqual(['agencyIds']);
    const long = await shifts.get(api.planning.searchBoardWorkers, { ...WEEK, search: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(fieldNames(long)).toEqual(['search']);
    const forbidden = await regular.get(api.planning.searchBoardWorkers, WEEK);
    expect(forbidden.status).toBe(403);
  });
});
