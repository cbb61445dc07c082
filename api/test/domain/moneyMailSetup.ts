import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import type { Answer } from '../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../helpers/testApp';

/**
 * Every call that changes where a client's invoices and reminders are mailed (billing contact,
 * its email, the CC flags, the email of a contact in copy) asks for the same step-up, whichever
 * area it belongs to: without one it is the finance call's 403 `step_up_required` and nothing is
 * written; right after a fresh code it goes through. A change that moves no mail needs none.
 */
export let t: TestApp;
export let clients: SignedIn;
export let finance: SignedIn;

export interface Fixture {
  clientId: number;
  version: number;
  billing: number;
  plain: number;
  ccInvoices: number;
  ccOverdue: number;
}

export let n = 0;
/** A client with a billing contact, a contact that receives nothing and one in copy of each kind. */
export async function fixture(withBilling = true): Promise<Fixture> {
  n += 1;
  const client = await t.db
    .insertInto('clients')
    .values({ business_code: `MAIL${n}`, name: `Mail routing ${n}`, payment_term_days: 30 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contact = async (name: string, cc = false, ccOverdue = false) =>
    (
      await t.db
        .insertInto('client_contacts')
        .values({
          client_id: client.id,
          name,
          email: `${name}${n}@client.test`,
          client_email_cc: cc,
          client_email_cc_overdue: ccOverdue,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const billing = await contact('billing');
  const plain = await contact('plain');
  const ccInvoices = await contact('ccinvoices', true);
  const ccOverdue = await contact('ccoverdue', false, true);
  if (withBilling)
    await t.db
      .updateTable('clients')
      .set({ billing_contact_id: billing })
      .where('id', '=', client.id)
      .execute();
  else await t.db.deleteFrom('client_contacts').where('id', '=', billing).execute();
  const row = await t.db
    .selectFrom('clients')
    .select('version')
    .where('id', '=', client.id)
    .executeTakeFirstOrThrow();
  return { clientId: client.id, version: row.version, billing, plain, ccInvoices, ccOverdue };
}

/** Who receives what for a client: compared before and after a refused call. */
export const routing = async (clientId: number) => ({
  client: await t.db
    .selectFrom('clients')
    .select(['billing_contact_id', 'version'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow(),
  contacts: await t.db
    .selectFrom('client_contacts')
    .select(['id', 'name', 'email', 'phone_number', 'client_email_cc', 'client_email_cc_overdue', 'version'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute(),
});

export const forgetStepUps = () => sql`update sessions set step_up_at = null`.execute(t.db);

export const editContact = (as: SignedIn, contactId: number, payload: Record<string, unknown>) =>
  as
    .inject({ method: 'POST', url: `/api/clients/updateClientContact?editedContact=${contactId}`, payload })
    .then((res) => ({ status: res.statusCode, body: res.json() as Answer['body'] }));

export interface Path {
  name: string;
  login: 'clients' | 'finance';
  withBilling?: boolean;
  call: (f: Fixture) => Promise<{ status: number; body: Answer['body'] }>;
  /** What the successful call changed. */
  after: (f: Fixture) => Promise<void>;
}

export const as = (login: Path['login']) => (login === 'clients' ? clients : finance);
export const contactRow = (id: number) =>
  t.db.selectFrom('client_contacts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
export const billingOf = async (f: Fixture) =>
  (
    await t.db
      .selectFrom('clients')
      .select('billing_contact_id')
      .where('id', '=', f.clientId)
      .executeTakeFirstOrThrow()
  ).billing_contact_id;

/** Every call that moves money-related mail. */
export const PATHS: Path[] = [
  {
    name: 'clients/updateClientContact: a new contact made the billing contact',
    login: 'clients',
    call: (f) =>
      clients.post(api.clients.updateClientContact, {
        clientId: f.clientId,
        name: 'Mallory',
        email: 'mallory@evil.test',
        isBillingContact: true,
      }),
    after: async (f) => expect((await contactRow((await billingOf(f))!)).email).toBe('mallory@evil.test'),
  },
  {
    name: 'clients/updateClientContact: a new contact in copy of invoices',
    login: 'clients',
    call: (f) =>
      clients.post(api.clients.updateClientContact, {
        clientId: f.clientId,
        name: 'Mallory',
        email: 'mallory@evil.test',
        clientEmailCc: true,
      }),
    after: async (f) =>
      expect((await routing(f.clientId)).contacts.at(-1)).toMatchObject({
        email: 'mallory@evil.test',
        client_email_cc: true,
      }),
  },
  {
    name: 'clients/updateClientContact: a new contact in copy of overdue reminders',
    login: 'clients',
    call: (f) =>
      clients.post(api.clients.updateClientContact, {
        clientId: f.clientId,
        name: 'Mallory',
        email: 'mallory@evil.test',
        clientEmailCcOverdue: true,
      }),
    after: async (f) =>
      expect((await routing(f.clientId)).contacts.at(-1)).toMatchObject({
        email: 'mallory@evil.test',
        client_email_cc_overdue: true,
      }),
  },
  {
    name: 'clients/updateClientContact: another contact made the billing contact',
    login: 'clients',
    call: (f) =>
      editContact(clients, f.plain, {
        clientId: f.clientId,
        version: 1,
        name: 'plain',
        isBillingContact: true,
      }),
    after: async (f) => expect(await billingOf(f)).toBe(f.plain),
  },
  {
    name: 'clients/updateClientContact: the billing contact no longer is (reminders then go to the CC contacts)',
    login: 'clients',
    call: (f) =>
      editContact(clients, f.billing, {
        clientId: f.clientId,
        version: 1,
        name: 'billing',
        isBillingContact: false,
      }),
    after: async (f) => expect(await billingOf(f)).toBeNull(),
  },
  {
    name: "clients/updateClientContact: the billing contact's email",
    login: 'clients',
    call: (f) =>
      editContact(clients, f.billing, {
        clientId: f.clientId,
        version: 1,
        name: 'billing',
        email: 'mallory@evil.test',
        isBillingContact: true,
      }),
    after: async (f) => expect((await contactRow(f.billing)).email).toBe('mallory@evil.test'),
  },
  {
    name: 'clients/updateClientContact: the email of a contact in copy of invoices',
    login: 'clients',
    call: (f) =>
      editContact(clients, f.ccInvoices, {
        clientId: f.clientId,
        version: 1,
        name: 'ccinvoices',
        email: 'mallory@evil.test',
        clientEmailCc: true,
      }),
    after: async (f) => expect((await contactRow(f.ccInvoices)).email).toBe('mallory@evil.test'),
  },
  {
    name: 'clients/updateClientContact: a contact put in copy of invoices',
    login: 'clients',
    call: (f) =>
      editContact(clients, f.plain, { clientId: f.clientId, version: 1, name: 'plain', clientEmailCc: true }),
    after: async (f) => expect((await contactRow(f.plain)).client_email_cc).toBe(true),
  },
  {
    name: 'clients/updateClientContact: a contact put in copy of overdue reminders',
    login: 'clients',
    call: (f) =>
      editContact(clients, f.plain, {
        clientId: f.clientId,
        version: 1,
        name: 'plain',
        clientEmailCcOverdue: true,
      }),
    after: async (f) => expect((await contactRow(f.plain)).client_email_cc_overdue).toBe(true),
  },
  {
    name: 'clients/updateClientContact: a contact taken out of copy of overdue reminders',
    login: 'clients',
    call: (f) =>
      editContact(clients, f.ccOverdue, {
        clientId: f.clientId,
        version: 1,
        name: 'ccoverdue',
        clientEmailCcOverdue: false,
      }),
    after: async (f) => expect((await contactRow(f.ccOverdue)).client_email_cc_overdue).toBe(false),
  },
  {
    name: 'clients/updateClientData: billingContactId set to another contact',
    login: 'clients',
    call: (f) =>
      clients.post(api.clients.updateClientData, {
        clientId: f.clientId,
        version: f.version,
        billingContactId: f.plain,
      }),
    after: async (f) => expect(await billingOf(f)).toBe(f.plain),
  },
  {
    name: 'clients/updateClientData: billingContactId cleared',
    login: 'clients',
    call: (f) =>
      clients.post(api.clients.updateClientData, {
        clientId: f.clientId,
        version: f.version,
        billingContactId: null,
      }),
    after: async (f) => expect(await billingOf(f)).toBeNull(),
  },
  {
    name: 'finance/recovery/updateBillingContact: a billing contact set where there was none',
    login: 'finance',
    withBilling: false,
    call: (f) =>
      finance.post(api.finance.updateBillingContact, {
        clientId: f.clientId,
        name: 'Mallory',
        email: 'mallory@evil.test',
      }),
    after: async (f) => expect((await contactRow((await billingOf(f))!)).email).toBe('mallory@evil.test'),
  },
  {
    name: "finance/recovery/updateBillingContact: the billing contact's email",
    login: 'finance',
    call: (f) =>
      finance.post(api.finance.updateBillingContact, {
        clientId: f.clientId,
        version: 1,
        name: 'billing',
        email: 'mallory@evil.test',
      }),
    after: async (f) => expect((await contactRow(f.billing)).email).toBe('mallory@evil.test'),
  },
];

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    clients = await t.injectAs('clients');
    finance = await t.injectAs('finance');
  });
  afterAll(() => t.close());
}
