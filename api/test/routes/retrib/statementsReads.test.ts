import { inflateSync } from 'node:zlib';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { inTeamSinceAlways, newTeam } from './fixtures';
import {
  t,
  retrib,
  planner,
  workers,
  MONTH,
  workerId,
  teamId,
  paidLeave,
  sickness,
  useSeededApp,
} from './statementsSetup';

useSeededApp();

describe('retrib/statements/getStatements', () => {
  test('each day at the rates in force: day amount once, calendar override, unproductive and absences', async () => {
    const res = await retrib.get(api.retrib.getStatements, { month: MONTH, workerId });
    expect(res.status).toBe(200);
    expect(res.body.data.closed).toBeNull();
    const [s] = res.body.data.statements;
    expect(s.worker).toMatchObject({ id: workerId, team: { id: teamId, name: 'Statements team' } });
    const day = (date: string) => s.days.find((d) => d.date === date)!;
    expect(s.days.map((d) => d.date)).toEqual([
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
      '2026-02-05',
      '2026-02-06',
      '2026-02-09',
    ]);
    expect(day('2026-02-02')).toMatchObject({
      status: 'worked',
      source: 'config',
      shifts: 2,
      waypoints: 15,
      km: 30,
      workedMinutes: 420,
      breakdown: { day: 1000, waypoints: 750, km: 600, extra: 100, paidAbsence: 0 },
      total: 2450,
    });
    expect(day('2026-02-03')).toMatchObject({
      status: 'worked',
      source: 'calendar',
      rates: { waypoint: 100, km: 0, day: 2000, extra: 0 },
      breakdown: { day: 2000, waypoints: 400, km: 0, extra: 0 },
      total: 2400,
    });
    expect(day('2026-02-04')).toMatchObject({ status: 'unpaid', shifts: 0, unproductiveShifts: 1, total: 0 });
    expect(day('2026-02-05')).toMatchObject({
      status: 'unpaid',
      absences: [
        expect.objectContaining({
          gtaType: { id: sickness, name: 'Test sickness' },
          paid: false,
          minutes: 480,
        }),
      ],
      total: 0,
    });
    expect(day('2026-02-06')).toMatchObject({
      status: 'paidAbsence',
      absences: [
        expect.objectContaining({ gtaType: { id: paidLeave, name: 'Test paid leave' }, paid: true }),
      ],
      breakdown: { paidAbsence: 1000 },
      total: 1000,
    });
    expect(day('2026-02-09')).toMatchObject({ status: 'unpaid', total: 0 });
    expect(s.totals).toEqual({
      day: 3000,
      waypoints: 1150,
      km: 600,
      extra: 100,
      paidAbsence: 1000,
      paidDays: 2,
      waypointsCount: 19,
      kmCount: 40,
      paidAbsenceDays: 1,
      total: 5850,
    });
    expect(s.anomalies).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'time_without_shift', date: '2026-02-09' })]),
    );
  });

  test('a team or an agency: every worker with work that month; the worker of the fixture among them', async () => {
    const team = await retrib.get(api.retrib.getStatements, { month: MONTH, teamId });
    expect(team.status).toBe(200);
    expect(team.body.data.statements.map((s) => s.worker.id)).toEqual([workerId]);
    const { agency_id } = await t.db
      .selectFrom('workers')
      .select('agency_id')
      .where('id', '=', workerId)
      .executeTakeFirstOrThrow();
    const agency = await retrib.get(api.retrib.getStatements, { month: MONTH, agencyId: agency_id });
    expect(agency.status).toBe(200);
    const mine = agency.body.data.statements.find((s) => s.worker.id === workerId);
    expect(mine?.totals.total).toBe(5850);
    for (const s of agency.body.data.statements) expect(s.days.length).toBeGreaterThan(0);
  });

  test('400 naming the field, 404 unknown worker, 403 without the role', async () => {
    const badMonth = await retrib.get(api.retrib.getStatements, { month: '2026-13', workerId });
    expect(badMonth.status).toBe(400);
    expect(fieldNames(badMonth)).toEqual(['month']);
    const noScope = await retrib.get(api.retrib.getStatements, { month: MONTH });
    expect(noScope.status).toBe(400);
    expect(fieldNames(noScope)).toEqual(['workerId']);
    const two = await retrib.get(api.retrib.getStatements, { month: MONTH, workerId, teamId });
    expect(two.status).toBe(400);
    const unknown = await retrib.get(api.retrib.getStatements, { month: MONTH, workerId: 999_999 });
    expect(unknown.status).toBe(404);
    expect((await workers.get(api.retrib.getStatements, { month: MONTH, workerId })).status).toBe(403);
    expect((await workers.post(api.retrib.closeMonth, { month: MONTH })).status).toBe(403);
  });
});

describe('statement and planning reconciliation agree', () => {
  test('the fixture worker: same pay each day (a paid absence apart, which planning does not price)', async () => {
    const rec = await planner.get(api.planning.getReconciliation, {
      workerId,
      dateStart: '2026-02-01',
      dateEnd: '2026-02-28',
    });
    expect(rec.status).toBe(200);
    const st = (await retrib.get(api.retrib.getStatements, { month: MONTH, workerId })).body.data
      .statements[0];
    expect(st.days.map((d) => [d.date, d.total - d.breakdown.paidAbsence])).toEqual(
      rec.body.data.days.map((d) => [d.date, d.actualPay]),
    );
    expect(st.totals.total - st.totals.paidAbsence).toBe(rec.body.data.totals.actualPay);
  });

  test('the seed worker with the most shifts in June 2026: same total', async () => {
    const busiest = await t.db
      .selectFrom('shifts')
      .select(['worker_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('date', '>=', '2026-06-01')
      .where('date', '<=', '2026-06-30')
      .groupBy('worker_id')
      .orderBy('n', 'desc')
      .orderBy('worker_id')
      .executeTakeFirstOrThrow();
    const rec = await planner.get(api.planning.getReconciliation, {
      workerId: busiest.worker_id,
      dateStart: '2026-06-01',
      dateEnd: '2026-06-30',
    });
    const st = await retrib.get(api.retrib.getStatements, { month: '2026-06', workerId: busiest.worker_id });
    expect(st.status).toBe(200);
    const s = st.body.data.statements[0];
    expect(s.days.map((d) => [d.date, d.total])).toEqual(
      rec.body.data.days.map((d) => [d.date, d.actualPay]),
    );
    expect(s.totals.total).toBe(rec.body.data.totals.actualPay);
    expect(s.totals.total).toBeGreaterThan(0);
  });
});

describe('exports', () => {
  test('payroll CSV: one line per worker and pay item, cents and euros, text neutralised', async () => {
    const res = await retrib.get(api.retrib.getPayrollCsv, { month: MONTH });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ fileName: `payroll-${MONTH}.csv`, contentType: 'text/csv' });
    const lines = res.body.data.content.split('\r\n');
    expect(lines[0]).toBe(
      'month,worker_code,worker_name,team,pay_item,label,quantity,amount_cents,amount_euros',
    );
    const { short_code } = await t.db
      .selectFrom('workers')
      .select('short_code')
      .where('id', '=', workerId)
      .executeTakeFirstOrThrow();
    const mine = lines.filter((l) => l.split(',')[1] === short_code);
    expect(mine.map((l) => l.split(',').slice(4).join(','))).toEqual([
      'day,Day amount,2,3000,30.00',
      'waypoints,Waypoints,19,1150,11.50',
      'km,Kilometres,40,600,6.00',
      // Two days paid, the extra earned on one (the calendar's Tuesday pays none).
      'extra,Extra,1,100,1.00',
      'paidAbsence,Paid absence,1,1000,10.00',
    ]);
    expect(mine[0].split(',')[2]).toMatch(/^'=SUM\(A1\) /);
    expect((await retrib.get(api.retrib.getPayrollCsv, { month: '2026-2' })).status).toBe(400);
  });

  test('payroll CSV: a pay item the team does not pay (0.00 €) is no line', async () => {
    const bare = await newTeam(t.db, 'No extra nor km team', { waypoint: 50, km: 0, day: 1500, extra: 0 });
    const other = await t.db
      .selectFrom('workers')
      .select(['id', 'short_code'])
      .where('activity_status', '=', 'active')
      .where('id', '!=', workerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await inTeamSinceAlways(t.db, [other.id], bare);
    const client = await t.db
      .selectFrom('clients')
      .select('id')
      .where('activity_status', '=', 'active')
      .where('closed_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const month = '2026-04';
    const shift = await planner.post(api.planning.createShift, {
      workerId: other.id,
      clientId: client.id,
      date: `${month}-07`,
      startTime: '08:00',
      endTime: '12:00',
      missions: [{ name: 'M0', waypoints: 4, km: 12 }],
    });
    expect(shift.status).toBe(200);
    const time = await planner.post(api.planning.addWorkerTime, {
      workerId: other.id,
      date: `${month}-07`,
      startTime: '08:00',
      endTime: '12:00',
    });
    expect(time.status).toBe(200);
    const res = await retrib.get(api.retrib.getPayrollCsv, { month });
    const mine = res.body.data.content.split('\r\n').filter((l) => l.split(',')[1] === other.short_code);
    expect(mine.map((l) => l.split(',').slice(4).join(','))).toEqual([
      'day,Day amount,1,1500,15.00',
      'waypoints,Waypoints,4,200,2.00',
    ]);
  });

  test("one worker's PDF", async () => {
    const res = await retrib.get(api.retrib.getStatementPdf, { month: MONTH, workerId });
    expect(res.status).toBe(200);
    expect(res.body.data.contentType).toBe('application/pdf');
    expect(res.body.data.fileName).toMatch(/^pay-statement-2026-02-.+\.pdf$/);
    const pdf = Buffer.from(res.body.data.content, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The page streams, inflated: pdfkit writes each text as an array of hex strings (with kerning between).
    const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
      try {
        return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    });
    const texts = streams
      .join('\n')
      .split(/TJ/)
      .map((chunk) =>
        [...chunk.matchAll(/<([0-9a-f]+)>/g)]
          .map((m) => Buffer.from(m[1], 'hex').toString('latin1'))
          .join(''),
      );
    expect(texts).toContain('58.50 EUR');
    expect(texts.join('|')).toContain('Test paid leave (paid)');
    expect(texts.join('|')).toContain('Time worked from 09:00 without a planned shift');
    expect((await retrib.get(api.retrib.getStatementPdf, { month: MONTH, workerId: 999_999 })).status).toBe(
      404,
    );
  });
});
