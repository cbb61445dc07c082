import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

export let t: TestApp;
export let clients: SignedIn;
export let workers: SignedIn;
export const base = () => t.db.selectFrom('clients');

export const lastAdminEvent = () =>
  t.db.selectFrom('admin_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
export const lastClientEvent = (clientId: number) =>
  t.db
    .selectFrom('client_events')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

/** An active client with a billing contact that has an email, lowest id first. */
export async function clientWithBilling() {
  return t.db
    .selectFrom('clients as c')
    .innerJoin('client_contacts as bc', 'bc.id', 'c.billing_contact_id')
    .select(['c.id', 'c.business_code', 'c.version', 'bc.email'])
    .where('c.activity_status', '=', 'active')
    .where('bc.email', 'is not', null)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
}

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    clients = await t.injectAs('clients');
    workers = await t.injectAs('workers');
  });
  afterAll(() => t.close());
}
