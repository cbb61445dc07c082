/**
 * A closed pay month is what was paid: its statements, PDFs and payroll CSV are the copy stored at
 * closing, whatever changes afterwards in what pay depends on; reopening recomputes and records
 * the difference.
 */
import { api } from '@courier/shared/contract';
import { stepUpAs } from '../../helpers/stepUp';
import { todayInParis } from '../../../src/domain/dates';
import { statementsOf } from '../../../src/repositories/retrib/statements';
import {
  t,
  retrib,
  settings,
  MONTH,
  workerId,
  otherWorkerId,
  datedLeave,
  served,
  versionOf,
  useSeededApp,
} from './closedMonthSetup';

useSeededApp();

describe('a closed pay month is what was paid: once closed', () => {
  // These tests read a closed month: closed here (closedMonth.test.ts closes it in its first test).
  beforeAll(async () => {
    expect((await retrib.post(api.retrib.closeMonth, { month: MONTH })).status).toBe(200);
  });

  test('a worker without work in a closed month: an empty statement; 409s name the month', async () => {
    const idle = await t.db
      .selectFrom('workers')
      .select('id')
      .where('id', 'not in', [workerId, otherWorkerId])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await retrib.get(api.retrib.getStatements, { month: MONTH, workerId: idle.id });
    expect(res.status).toBe(200);
    expect(res.body.data.closed).not.toBeNull();
    expect(res.body.data.statements).toHaveLength(1);
    expect(res.body.data.statements[0]).toMatchObject({
      worker: { id: idle.id },
      days: [],
      totals: { total: 0 },
    });
    const again = await retrib.post(api.retrib.closeMonth, { month: MONTH });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`Pay for ${MONTH} is already closed`);
    await stepUpAs(t, retrib, 'retrib');
    const notClosed = await retrib.post(api.retrib.reopenMonth, {
      month: '2026-05',
      reason: 'Nothing to reopen',
    });
    expect(notClosed.status).toBe(409);
    expect(notClosed.body.error.message).toBe('Pay for 2026-05 is not closed');
  });

  test("a GTA type's paid flag set while a month is closed applies from today, never inside the month, also once reopened", async () => {
    const before = await served();
    const res = await settings.post(api.referenceAdmin.updateGtaType, {
      id: datedLeave,
      version: await versionOf('gta_types', datedLeave),
      isPaid: true,
    });
    expect(res.status).toBe(200);
    expect(await served()).toEqual(before);
    const dayOf = async (month: string, date: string) =>
      (await statementsOf(t.db, month, { workerId: otherWorkerId }))[0].days.find((d) => d.date === date);
    // Dated today (later than the first day after the closed month): February, open, keeps the
    // flag its days had too.
    expect(await dayOf('2026-02', '2026-02-16')).toMatchObject({ status: 'unpaid', total: 0 });
    expect(await dayOf(MONTH, '2026-01-16')).toMatchObject({ status: 'unpaid', total: 0 });
    const changes = await t.db
      .selectFrom('gta_type_versions')
      .select(['valid_from', 'is_absence', 'is_paid'])
      .where('gta_type_id', '=', datedLeave)
      .orderBy('valid_from')
      .execute();
    expect(changes).toEqual([
      { valid_from: '-infinity', is_absence: true, is_paid: false },
      { valid_from: todayInParis(), is_absence: true, is_paid: true },
    ]);
    // Reopened, the month is recomputed with the flag its days had.
    await stepUpAs(t, retrib, 'retrib');
    const reopen = await retrib.post(api.retrib.reopenMonth, {
      month: MONTH,
      reason: 'Check the dated flag',
    });
    expect(reopen.status).toBe(200);
    expect(reopen.body.data.changes).toEqual([]);
    expect(await dayOf(MONTH, '2026-01-16')).toMatchObject({ status: 'unpaid', total: 0 });
  });
});
