import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { addDays, todayInParis } from '../../../src/domain/dates';
import { stepUpAs } from '../../helpers/stepUp';

export let t: TestApp;
export let finance: SignedIn;
export let clientsUser: SignedIn;
export const asOf = todayInParis();

export let seq = 0;
export async function invoice(client: number, daysOverdue: number, amount: number) {
  seq += 1;
  const dueOn = addDays(asOf, -daysOverdue);
  return t.db
    .insertInto('invoices')
    .values({
      invoice_number: `INV-2036-${String(seq).padStart(6, '0')}`,
      client_id: client,
      issued_on: addDays(dueOn, -30),
      due_on: dueOn,
      amount,
      amount_excl_vat: Math.round(amount / 1.2),
      status: 'sent',
    })
    .returning(['id', 'invoice_number'])
    .executeTakeFirstOrThrow();
}

/**
 * A client with a billing contact, a contact flagged for overdue mails and one not flagged;
 * invoiced in English (the French mails: reminderLanguage.test.ts).
 */
export async function client(code: string, withContacts = true) {
  const c = await t.db
    .insertInto('clients')
    .values({ business_code: code, name: `Dunning ${code}`, payment_term_days: 30, invoice_language: 'en' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (withContacts) {
    const contacts = await t.db
      .insertInto('client_contacts')
      .values([
        { client_id: c.id, name: 'Billing', email: `billing@${code.toLowerCase()}.test` },
        {
          client_id: c.id,
          name: 'Boss',
          email: `boss@${code.toLowerCase()}.test`,
          client_email_cc_overdue: true,
        },
        { client_id: c.id, name: 'Other', email: `other@${code.toLowerCase()}.test`, client_email_cc: true },
      ])
      .returning('id')
      .execute();
    await t.db
      .updateTable('clients')
      .set({ billing_contact_id: contacts[0].id })
      .where('id', '=', c.id)
      .execute();
  }
  return c.id;
}

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    finance = await t.injectAs('finance');
    clientsUser = await t.injectAs('clients');
    await stepUpAs(t, finance, 'finance');
  });
  afterAll(() => t.close());
}
