import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { stepUpAs } from '../../helpers/stepUp';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { todayInParis } from '../../../src/domain/dates';

export let t: TestApp;
export let finance: SignedIn;
export let clientsUser: SignedIn;
export let financeUserId: number;

export const today = todayInParis();

export async function waitForRun(month: string) {
  for (let i = 0; i < 600; i++) {
    const run = (await finance.get(api.billing.getRun, { month })).body.data;
    if (run && run.status !== 'running') return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the run of ${month} did not finish`);
}

/** Every invoice number of the year, as integers, in order. */
export async function numbersOf(year: number) {
  const rows = await t.db
    .selectFrom('invoices')
    .select('invoice_number')
    .where('invoice_number', 'like', `INV-${year}-%`)
    .execute();
  return rows.map((r) => Number(r.invoice_number.slice(9))).sort((a, b) => a - b);
}
export const gapless = (ns: number[]) => ns.every((n, i) => n === i + 1);

export async function rates(clientId: number) {
  const { rows } = await sql<{ per_shift: number; per_waypoint: number; per_km: number }>`
    select r.per_shift, r.per_waypoint, r.per_km from client_price_lists cpl
    join price_lists pl on pl.id = cpl.price_list_id and pl.activity_status = 'active'
    join price_list_rates r on r.price_list_id = pl.id
    where cpl.client_id = ${clientId} order by pl.id limit 1`.execute(t.db);
  return rows[0]
    ? { perShift: rows[0].per_shift, perWaypoint: rows[0].per_waypoint, perKm: rows[0].per_km }
    : null;
}

export const billedShifts = async () =>
  (
    await sql<{
      shift_id: number;
      n: number;
    }>`select shift_id, count(*)::int as n from shift_billings where invoice_line_id is not null group by shift_id`.execute(
      t.db,
    )
  ).rows;

export let unproductiveShift: number;
export let deletedShift: number;
export let noPriceClient: number;
export let recoveryClient: number;

/** May 2026 ready to bill: the shifts and clients the month's tests look at. */
export function useMonthToBill() {
  beforeAll(async () => {
    // May 2026 (the seed's last complete month before its today, 2026-06-15).
    const may = await t.db
      .selectFrom('shifts')
      .select(['id', 'client_id'])
      .where('date', '>=', '2026-05-01')
      .where('date', '<=', '2026-05-31')
      .where('unproductive', '=', false)
      .orderBy('id')
      .execute();
    expect(may.length).toBeGreaterThan(20);
    unproductiveShift = may[0].id;
    await t.db
      .updateTable('shifts')
      .set({ unproductive: true, unproductive_comment: 'Client closed' })
      .where('id', '=', unproductiveShift)
      .execute();
    deletedShift = may[1].id;
    await t.db.deleteFrom('shifts').where('id', '=', deletedShift).execute();
    // A client with May shifts loses its price list; another is in recovery.
    noPriceClient = may[5].client_id;
    await t.db.deleteFrom('client_price_lists').where('client_id', '=', noPriceClient).execute();
    recoveryClient = may.find((s) => s.client_id !== noPriceClient)!.client_id;
    await sql`update clients set in_recovery_since = now(), in_recovery_reason = 'test' where id = ${recoveryClient}`.execute(
      t.db,
    );
    // Issuing and sending need a fresh step-up (the refusal is tested in billingRuns.test.ts).
    await stepUpAs(t, finance, 'finance');
  });
}

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    finance = await t.injectAs('finance');
    clientsUser = await t.injectAs('clients');
    financeUserId = (
      await t.db
        .selectFrom('staff_users')
        .select('id')
        .where('login', '=', 'finance')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());
}
