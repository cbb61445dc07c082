import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { addDays, todayInParis } from '../../../src/domain/dates';
import { stepUpAs } from '../../helpers/stepUp';

export let t: TestApp;
export let finance: SignedIn;
export let clientsUser: SignedIn;
export let noroles: SignedIn;
/** The hand-built client and its invoices (see buildClient). */
export let clientId: number;
export const asOf = todayInParis();

export let invoiceSeq = 0;
/** An invoice due `daysOverdue` days before today (negative: not yet due), issued 30 days before its due date. */
export async function invoice(
  client: number,
  daysOverdue: number,
  amount: number,
  status: 'issued' | 'sent' | 'paid' | 'cancelled' = 'sent',
) {
  invoiceSeq += 1;
  const dueOn = addDays(asOf, -daysOverdue);
  const row = await t.db
    .insertInto('invoices')
    .values({
      invoice_number: `INV-2035-${String(invoiceSeq).padStart(6, '0')}`,
      client_id: client,
      issued_on: addDays(dueOn, -30),
      due_on: dueOn,
      amount,
      amount_excl_vat: Math.round(amount / 1.2),
      status,
    })
    .returning(['id', 'invoice_number', 'issued_on'])
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * A client of its own: open invoices on each side of the 30/31, 60/61 and 90/91 bounds, one
 * partly credited and paid, one paid in full but still "sent", a paid one and a cancelled one.
 * Expected (cents): not due 11000, 1–30 5000, 31–60 7000, 61–90 13000, over 90 8000.
 */
export async function buildClient(): Promise<number> {
  const c = await t.db
    .insertInto('clients')
    .values({ business_code: 'FINTEST1', name: 'Zz Recouvrement Test', payment_term_days: 30 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await invoice(c.id, -5, 10_000); // not due
  await invoice(c.id, 0, 1_000); // due today: not due
  await invoice(c.id, 1, 2_000); // 1–30
  await invoice(c.id, 30, 3_000); // 1–30
  await invoice(c.id, 31, 4_000); // 31–60
  const f = await invoice(c.id, 60, 5_000); // 31–60, 5000 - 500 - 1500 = 3000
  await invoice(c.id, 61, 6_000); // 61–90
  await invoice(c.id, 90, 7_000); // 61–90
  await invoice(c.id, 91, 8_000); // over 90
  const paid = await invoice(c.id, 120, 9_000, 'paid');
  await invoice(c.id, 100, 5_000, 'cancelled');
  const settled = await invoice(c.id, 45, 2_000, 'sent'); // paid in full, status not updated: nothing remains
  await t.db
    .insertInto('credit_notes')
    .values({
      number: 'CN-2035-000001',
      invoice_id: f.id,
      client_id: c.id,
      amount: 500,
      comment: 'Geste',
      issued_on: addDays(f.issued_on, 2),
    })
    .execute();
  await t.db
    .insertInto('payments')
    .values([
      {
        client_id: c.id,
        invoice_id: f.id,
        paid_on: addDays(f.issued_on, 5),
        amount: 1_500,
        reference: 'ACOMPTE-F',
      },
      {
        client_id: c.id,
        invoice_id: paid.id,
        paid_on: addDays(paid.issued_on, 10),
        amount: 9_000,
        reference: 'VIR-PAID',
      },
      {
        client_id: c.id,
        invoice_id: settled.id,
        paid_on: addDays(settled.issued_on, 3),
        amount: 2_000,
        reference: 'VIR-SETTLED',
      },
    ])
    .execute();
  return c.id;
}

export const EXPECTED = {
  notDue: 11_000,
  overdue1to30: 5_000,
  overdue31to60: 7_000,
  overdue61to90: 13_000,
  overdueOver90: 8_000,
  overdue: 33_000,
  totalDue: 44_000,
  openInvoices: 9,
};

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    finance = await t.injectAs('finance');
    clientsUser = await t.injectAs('clients');
    noroles = await t.injectAs('noroles');
    clientId = await buildClient();
    // The billing contact is a step-up call (the refusal without one is in dunning.test.ts).
    await stepUpAs(t, finance, 'finance');
  });
  afterAll(() => t.close());
}
