import { api } from '@courier/shared/contract';
import type { Answer } from '../helpers/injectAs';
import { stepUpAs } from '../helpers/stepUp';
import {
  t,
  clients,
  finance,
  Fixture,
  n,
  fixture,
  routing,
  forgetStepUps,
  editContact,
  as,
  PATHS,
  useSeededApp,
} from './moneyMailSetup';

useSeededApp();

describe('every call that moves money-related mail asks for the same step-up', () => {
  beforeEach(forgetStepUps);

  test.each(PATHS.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const f = await fixture(path.withBilling ?? true);
    const before = await routing(f.clientId);
    const refused = await path.call(f);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'step_up_required',
      message: 'Type a fresh code from your authenticator app to confirm this action',
    });
    expect(await routing(f.clientId)).toEqual(before);

    await stepUpAs(t, as(path.login), path.login);
    const done = await path.call(f);
    expect(done.status).toBe(200);
    await path.after(f);
  });

  test('the same answer as the finance call without a step-up', async () => {
    const f = await fixture();
    const fromFinance = await PATHS.filter((p) => p.login === 'finance')
      .at(-1)!
      .call(f);
    const fromClients = await PATHS[0].call(f);
    expect(fromClients.status).toBe(fromFinance.status);
    expect(fromClients.body).toEqual(fromFinance.body);
  });
});

describe('a change that moves no mail needs no step-up', () => {
  beforeEach(forgetStepUps);

  test.each<[string, (f: Fixture) => Promise<{ status: number; body: Answer['body'] }>]>([
    [
      'clients: a new contact in copy of nothing',
      (f) =>
        clients.post(api.clients.updateClientContact, {
          clientId: f.clientId,
          name: 'Paul',
          email: 'paul@client.test',
        }),
    ],
    [
      "clients: the billing contact's phone and position",
      (f) =>
        editContact(clients, f.billing, {
          clientId: f.clientId,
          version: 1,
          name: 'billing',
          phoneNumber: '+33 1 23 45 67 89',
          position: 'Accounts',
          isBillingContact: true,
        }),
    ],
    [
      'clients: the email of a contact in copy of nothing',
      (f) =>
        editContact(clients, f.plain, {
          clientId: f.clientId,
          version: 1,
          name: 'plain',
          email: 'new@client.test',
        }),
    ],
    [
      'clients: identity fields',
      (f) =>
        clients.post(api.clients.updateClientData, {
          clientId: f.clientId,
          version: f.version,
          name: 'Renamed',
          phone: '+33 1 00 00 00 00',
        }),
    ],
    [
      "finance: the billing contact's name and phone",
      (f) =>
        finance.post(api.finance.updateBillingContact, {
          clientId: f.clientId,
          version: 1,
          name: 'Billing Renamed',
          email: `billing${n}@client.test`,
          phoneNumber: '+33 1 23 45 67 89',
        }),
    ],
    [
      'clients: duplicating a client copies its contacts as they are',
      (f) => clients.post(api.clients.duplicateClient, { clientId: f.clientId, businessCode: `COPY${n}` }),
    ],
  ])('%s', async (_name, call) => {
    const f = await fixture();
    const res = await call(f);
    expect(res.status).toBe(200);
  });
});
