import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { addDays, todayInParis } from '../../../src/domain/dates';
import { syncRecoveryFlags } from '../../../src/services/finance/recoveryFlags';

/**
 * A credit note is a finance decision: the Clients area asks, FINANCE approves or refuses with
 * a fresh code. A credit note can clear a recovery block, so nothing the Clients area does
 * may lift one.
 */
export let t: TestApp;
export let clients: SignedIn;
export let finance: SignedIn;
export let admin: SignedIn;
export let unitId: number;
export const asOf = todayInParis();

export let seq = 0;
/** A client of its own with one invoice `daysOverdue` past due, flagged in recovery when over the threshold. */
export async function clientInRecovery(amount: number, daysOverdue = 40) {
  seq += 1;
  const c = await t.db
    .insertInto('clients')
    .values({ business_code: `CRQ${seq}`, name: `Zz Credit Request ${seq}`, payment_term_days: 30 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dueOn = addDays(asOf, -daysOverdue);
  const inv = await t.db
    .insertInto('invoices')
    .values({
      invoice_number: `INV-2036-${String(seq).padStart(6, '0')}`,
      client_id: c.id,
      issued_on: addDays(dueOn, -30),
      due_on: dueOn,
      amount,
      amount_excl_vat: Math.round(amount / 1.2),
      status: 'sent',
    })
    .returning(['id', 'invoice_number'])
    .executeTakeFirstOrThrow();
  await syncRecoveryFlags(t.db, [c.id]);
  return { clientId: c.id, invoiceId: inv.id, invoiceNumber: inv.invoice_number, amount };
}

export const inRecovery = async (clientId: number) =>
  (
    await sql<{
      flagged: boolean;
    }>`select in_recovery_since is not null as flagged from clients where id = ${clientId}`.execute(t.db)
  ).rows[0].flagged;
export const creditNotesOf = (invoiceId: number) =>
  t.db
    .selectFrom('credit_notes')
    .select(['number', 'amount', 'user_id'])
    .where('invoice_id', '=', invoiceId)
    .execute();
export const clientEvents = (clientId: number) =>
  t.db
    .selectFrom('client_events')
    .select(['kind', 'summary', 'user_id'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
export const adminEventsOf = (clientId: number) =>
  t.db
    .selectFrom('admin_events')
    .select(['action', 'user_id', 'summary'])
    .where('target_type', '=', 'client')
    .where('target_id', '=', String(clientId))
    .orderBy('id')
    .execute();
export const userId = async (login: string) =>
  (await t.db.selectFrom('staff_users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;

export async function request(
  c: { clientId: number; invoiceNumber: string },
  amount: number,
  comment = 'Disputed delivery',
) {
  const res = await clients.post(api.clients.createInvoiceCredit, {
    invoiceNumber: c.invoiceNumber,
    amount,
    businessUnit: unitId,
    comment,
    clientId: c.clientId,
  });
  expect(res.status).toBe(200);
  return res.body.data.requestId;
}

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    clients = await t.injectAs('clients');
    finance = await t.injectAs('finance');
    admin = await t.injectAs('admin');
    unitId = (await t.db.selectFrom('business_units').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(() => t.close());
}
