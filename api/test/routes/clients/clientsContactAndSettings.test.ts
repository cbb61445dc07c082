import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { stepUpAs } from '../../helpers/stepUp';
import {
  t,
  clients,
  workers,
  lastAdminEvent,
  lastClientEvent,
  clientWithBilling,
  useSeededApp,
} from './clientsSetup';

useSeededApp();

describe('clients/updateClientContact', () => {
  test('adds a contact, edits it with its version (409 when stale), checks the email, sets the CC flags', async () => {
    const c = await clientWithBilling();
    // The CC flags move invoice and reminder mail: a step-up (test/domain/moneyMailStepUp.test.ts).
    await stepUpAs(t, clients, 'clients');
    const added = await clients.post(api.clients.updateClientContact, {
      clientId: c.id,
      name: 'Jeanne Compta',
      email: 'Jeanne@Client.example',
      clientEmailCc: true,
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      name: 'Jeanne Compta',
      email: 'jeanne@client.example',
      clientEmailCc: true,
      clientEmailCcOverdue: false,
      isBillingContact: false,
      version: 1,
    });
    const contactId = added.body.data.contactId;

    const edited = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientContact?editedContact=${contactId}`,
      payload: {
        clientId: c.id,
        version: 1,
        name: 'Jeanne Compta',
        clientEmailCc: false,
        clientEmailCcOverdue: true,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      clientEmailCc: false,
      clientEmailCcOverdue: true,
      version: 2,
    });
    expect((await lastClientEvent(c.id)).summary).toBe(
      'Contact Jeanne Compta edited: clientEmailCc, clientEmailCcOverdue',
    );

    const stale = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientContact?editedContact=${contactId}`,
      payload: { clientId: c.id, version: 1, name: 'Old' },
    });
    expect(stale.statusCode).toBe(409);
    const unknown = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientContact?editedContact=999999`,
      payload: { clientId: c.id, version: 1, name: 'X' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['editedContact']);
    const bad = await clients.postUnchecked(api.clients.updateClientContact, {
      clientId: c.id,
      name: '',
      email: 'not-an-email',
      clientEmailCc: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['clientEmailCc', 'email', 'name']);
    expect((await lastAdminEvent()).action).toBe('clients.updateClientContact');
  });
});

describe('clients/updateClientSettings and reference lists', () => {
  test('settings change and the price lists become exactly the query set', async () => {
    const c = await clientWithBilling();
    const current = (await clients.get(api.clients.getClient, undefined, { id: c.id })).body.data;
    const lists = await clients.get(api.clients.getPriceList);
    expect(lists.status).toBe(200);
    expect(lists.body.data.length).toBeGreaterThan(1);
    const ids = lists.body.data.slice(0, 2).map((l) => l.id);
    const res = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientSettings?pricelistIds=${ids.join(',')}`,
      payload: { clientId: c.id, version: current.version, invoiceFrequency: 'weekly', paymentTermDays: 45 },
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.settings.invoiceFrequency).toBe('weekly');
    expect(d.settings.paymentTermDays).toBe(45);
    expect(d.settings.priceLists.map((p: { id: number }) => p.id).sort()).toEqual([...ids].sort());
    const cleared = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientSettings?pricelistIds=`,
      payload: { clientId: c.id, version: d.version },
    });
    expect(cleared.json().data.settings.priceLists).toEqual([]);
    const unknown = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientSettings?pricelistIds=99999`,
      payload: { clientId: c.id, version: d.version + 1 },
    });
    expect(unknown.statusCode).toBe(404);
    const stale = await clients.inject({
      method: 'POST',
      url: `/api/clients/updateClientSettings`,
      payload: { clientId: c.id, version: 1, vatRateBp: 1000 },
    });
    expect(stale.statusCode).toBe(409);
    const bad = await clients.postUnchecked(api.clients.updateClientSettings, {
      clientId: c.id,
      version: 1,
      invoiceFrequency: 'daily',
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['invoiceFrequency']);
  });

  test('payment methods, business units, configuration lists', async () => {
    const pm = await clients.get(api.clients.getPaymentMethods);
    expect(pm.status).toBe(200);
    expect(pm.body.data.length).toBeGreaterThan(0);
    const bu = await clients.get(api.clients.getBusinessUnit);
    expect(bu.body.data.length).toBeGreaterThan(0);
    const conf = await clients.get(api.clients.getInvoiceConfigurationLists);
    expect(conf.body.data.invoiceFrequencies).toEqual(['weekly', 'monthly', 'per_shift']);
    expect(conf.body.data.agencies.length).toBe(5);
    expect(conf.body.data.clientGroups.length).toBeGreaterThan(0);
    expect((await workers.get(api.clients.getBusinessUnit)).status).toBe(403);
  });
});

describe('clients/unbanUser and addComment', () => {
  test('unbans a banned user of the client; twice is 409; wrong email 400; another client 404', async () => {
    const b = await t.db
      .selectFrom('banned_users')
      .selectAll()
      .where('unbanned_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const wrong = await clients.post(api.clients.unbanUser, {
      userBannedId: b.id,
      userBannedEmail: 'other@x.example',
      clientId: b.client_id,
    });
    expect(wrong.status).toBe(400);
    expect(fieldNames(wrong)).toEqual(['userBannedEmail']);
    const otherClient = await clients.post(api.clients.unbanUser, {
      userBannedId: b.id,
      userBannedEmail: b.email,
      clientId: b.client_id + 1,
    });
    expect(otherClient.status).toBe(404);
    const res = await clients.post(api.clients.unbanUser, {
      userBannedId: b.id,
      userBannedEmail: b.email.toUpperCase(),
      clientId: b.client_id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.unbannedAt).not.toBeNull();
    expect((await lastClientEvent(b.client_id)).summary).toBe(`Unbanned ${b.email}`);
    expect(
      (
        await clients.post(api.clients.unbanUser, {
          userBannedId: b.id,
          userBannedEmail: b.email,
          clientId: b.client_id,
        })
      ).status,
    ).toBe(409);
  });

  test('a comment goes on the timeline and the admin events', async () => {
    const c = await clientWithBilling();
    const res = await clients.post(api.clients.addComment, { clientId: c.id, comment: 'Appel du client' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'comment',
      summary: 'Appel du client',
      userName: 'Clients Demo',
    });
    const detail = await clients.get(api.clients.getClient, undefined, { id: c.id });
    expect(detail.body.data.events[0].eventId).toBe(res.body.data.eventId);
    expect((await lastAdminEvent()).action).toBe('clients.addComment');
    expect((await clients.postUnchecked(api.clients.addComment, { clientId: c.id })).status).toBe(400);
    expect((await clients.post(api.clients.addComment, { clientId: 999999, comment: 'x' })).status).toBe(404);
  });
});
