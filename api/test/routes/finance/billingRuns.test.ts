import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { stepUpAs } from '../../helpers/stepUp';
import { continueRun, startRun } from '../../../src/services/finance/invoicingRun';
import {
  t,
  finance,
  clientsUser,
  financeUserId,
  today,
  numbersOf,
  gapless,
  billedShifts,
  useSeededApp,
} from './billingSetup';

useSeededApp();

describe('refusals', () => {
  test('400 naming month, 403 for a role without FINANCE', async () => {
    const bad = await finance.getUnchecked(api.billing.getPreview, { month: '2026-13' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['month']);
    const badIssue = await finance.postUnchecked(api.billing.issue, { month: 'May' });
    expect(badIssue.status).toBe(400);
    expect(fieldNames(badIssue)).toEqual(['month']);
    expect((await clientsUser.get(api.billing.getPreview, { month: '2026-05' })).status).toBe(403);
    expect((await clientsUser.post(api.billing.issue, { month: '2026-05' })).status).toBe(403);
    expect((await clientsUser.post(api.billing.send, { month: '2026-05' })).status).toBe(403);
  });

  test('issue and send need a fresh step-up: 403 step_up_required without one, nothing made', async () => {
    const count = await numbersOf(2026);
    for (const endpoint of [api.billing.issue, api.billing.send]) {
      const refused = await finance.postUnchecked(endpoint, { month: '2026-05' });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('step_up_required');
    }
    expect((await finance.get(api.billing.getRun, { month: '2026-05' })).body.data).toBeNull();
    expect(await numbersOf(2026)).toEqual(count);
    // A step-up older than its five minutes no longer counts.
    await stepUpAs(t, finance, 'finance');
    await sql`update sessions set step_up_at = now() - interval '6 minutes' where step_up_at is not null`.execute(
      t.db,
    );
    expect((await finance.postUnchecked(api.billing.issue, { month: '2026-05' })).status).toBe(403);
  });
});

describe('two runs at once', () => {
  test('past the guard, two runs of the same clients bill each shift once, numbers without gaps', async () => {
    const month = '2026-04';
    // April shifts for a few clients with a price list (the seed has none that early).
    const clients = await sql<{ id: number }>`select c.id from clients c
      where exists (select 1 from client_price_lists cpl where cpl.client_id = c.id) order by c.id limit 6`.execute(
      t.db,
    );
    const worker = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    let day = 1;
    for (const c of clients.rows) {
      for (let k = 0; k < 2; k++, day++) {
        const date = `2026-04-${String(day).padStart(2, '0')}`;
        const s = await t.db
          .insertInto('shifts')
          .values({
            worker_id: worker.id,
            client_id: c.id,
            date,
            starts_at: `${date}T07:00:00Z`,
            ends_at: `${date}T11:00:00Z`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db
          .insertInto('missions')
          .values({ shift_id: s.id, name: 'Test', waypoints: 3, km: 12 })
          .execute();
      }
    }
    const { run, clients: todo } = await startRun(t.db, financeUserId, month);
    expect(todo).toHaveLength(6);
    const other = await sql<{
      id: number;
    }>`insert into billing_runs (month, status) values ('2026-04-01', 'failed') returning id`.execute(t.db);
    await Promise.all([
      continueRun(t.db, run.id, financeUserId, month, todo, { today, batch: 2 }),
      continueRun(t.db, other.rows[0].id, financeUserId, month, [...todo].reverse(), { today, batch: 2 }),
    ]);
    const invoices = await sql<{
      n: number;
      clients: number;
    }>`select count(*)::int as n, count(distinct client_id)::int as clients
      from invoices where billing_month = '2026-04-01'`.execute(t.db);
    expect(invoices.rows[0]).toEqual({ n: 6, clients: 6 });
    expect(gapless(await numbersOf(2026))).toBe(true);
    expect((await billedShifts()).every((b) => b.n === 1)).toBe(true);
    const runs = await sql<{
      invoices: number;
    }>`select invoices from billing_runs where month = '2026-04-01'`.execute(t.db);
    expect(runs.rows.reduce((s, r) => s + r.invoices, 0)).toBe(6);
  });
});

describe('a closing process', () => {
  test('stops its run between two batches; the run stays running for a takeover', async () => {
    const month = '2026-03';
    const c = await sql<{ id: number }>`select c.id from clients c
      where exists (select 1 from client_price_lists cpl where cpl.client_id = c.id) order by c.id desc limit 1`.execute(
      t.db,
    );
    const worker = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('shifts')
      .values({
        worker_id: worker.id,
        client_id: c.rows[0].id,
        date: '2026-03-02',
        starts_at: '2026-03-02T07:00:00Z',
        ends_at: '2026-03-02T11:00:00Z',
      })
      .execute();
    const { run, clients } = await startRun(t.db, financeUserId, month);
    expect(clients).toEqual([c.rows[0].id]);
    await continueRun(t.db, run.id, financeUserId, month, clients, { today, signal: AbortSignal.abort() });
    expect((await finance.get(api.billing.getRun, { month })).body.data).toMatchObject({
      status: 'running',
      doneClients: 0,
    });
    await continueRun(t.db, run.id, financeUserId, month, clients, { today });
    expect((await finance.get(api.billing.getRun, { month })).body.data).toMatchObject({
      status: 'done',
      doneClients: 1,
      invoices: 1,
    });
  });
});
