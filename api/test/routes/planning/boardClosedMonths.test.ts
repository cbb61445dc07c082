import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let retrib: SignedIn;
/** A planner without RETRIB: the board's answer is how it learns the closed months. */
let planner: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  retrib = await t.injectAs('retrib');
  planner = await t.injectAs('shifts');
});
afterAll(() => t.close());

/** A week across two months, and one inside the second. */
const ACROSS = { dateStart: '2025-10-27', dateEnd: '2025-11-02' };
const INSIDE = { dateStart: '2025-11-03', dateEnd: '2025-11-09' };

describe('planning/getShifts: the closed pay months of the period', () => {
  test('none while open; the closed month of the period once closed, whatever the board page', async () => {
    expect((await planner.get(api.retrib.getStatements, { month: '2025-10', all: true })).status).toBe(403);
    const open = await planner.get(api.planning.getShifts, ACROSS);
    expect(open.status).toBe(200);
    expect(open.body.data.closedMonths).toEqual([]);

    expect((await retrib.post(api.retrib.closeMonth, { month: '2025-10' })).status).toBe(200);
    const across = await planner.get(api.planning.getShifts, ACROSS);
    expect(across.body.data.closedMonths).toEqual(['2025-10']);
    // A page past the last worker row still says it (nothing of it depends on the rows).
    const empty = await planner.get(api.planning.getShifts, { ...ACROSS, page: 9999 });
    expect(empty.body.data.workers).toEqual([]);
    expect(empty.body.data.closedMonths).toEqual(['2025-10']);
    expect((await planner.get(api.planning.getShifts, INSIDE)).body.data.closedMonths).toEqual([]);

    expect((await retrib.post(api.retrib.closeMonth, { month: '2025-11' })).status).toBe(200);
    expect((await planner.get(api.planning.getShifts, ACROSS)).body.data.closedMonths).toEqual([
      '2025-10',
      '2025-11',
    ]);
    expect((await planner.get(api.planning.getShifts, INSIDE)).body.data.closedMonths).toEqual(['2025-11']);
  });
});
