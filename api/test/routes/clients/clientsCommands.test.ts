import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
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

describe('clients/addClient and duplicateClient', () => {
  test('creates under a unique business code; a taken one is 409; bad fields 400; unknown refs 404', async () => {
    const group = await t.db.selectFrom('client_groups').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await clients.post(api.clients.addClient, {
      businessCode: 'new-001',
      name: 'Nouvelle Boulangerie',
      clientGroupId: group.id,
      email: 'Contact@Boulangerie.example',
      city: 'Lyon',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.businessCode).toBe('NEW-001');
    expect(res.body.data.email).toBe('contact@boulangerie.example');
    expect(res.body.data.clientGroup?.id).toBe(group.id);
    expect(res.body.data.events.map((e) => e.kind)).toEqual(['created']);
    const event = await lastAdminEvent();
    expect(event.action).toBe('clients.addClient');
    expect(event.target_id).toBe(String(res.body.data.clientId));

    const dup = await clients.post(api.clients.addClient, { businessCode: 'NEW-001', name: 'Other' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(
      'The business code NEW-001 is already taken by Nouvelle Boulangerie; choose another one',
    );

    const bad = await clients.postUnchecked(api.clients.addClient, {
      businessCode: 'a',
      name: '',
      email: 'nope',
      colour: 'red',
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(expect.arrayContaining(['businessCode', 'name', 'email']));

    const unknown = await clients.post(api.clients.addClient, {
      businessCode: 'NEW-002',
      name: 'X',
      agencyId: 99999,
    });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['agencyId']);
    expect((await workers.post(api.clients.addClient, { businessCode: 'NEW-003', name: 'X' })).status).toBe(
      403,
    );
  });

  test('duplicating copies settings, price lists and contacts, never invoices', async () => {
    const source = await t.db
      .selectFrom('clients as c')
      .innerJoin('client_price_lists as cp', 'cp.client_id', 'c.id')
      .select([
        'c.id',
        'c.business_code',
        'c.invoice_frequency',
        'c.payment_term_days',
        'c.billing_contact_id',
      ])
      .where('c.billing_contact_id', 'is not', null)
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const before = (await clients.get(api.clients.getClient, undefined, { id: source.id })).body.data;
    expect(before.invoices.length).toBeGreaterThan(0);
    const res = await clients.post(api.clients.duplicateClient, {
      clientId: source.id,
      businessCode: 'COPY-1',
    });
    expect(res.status).toBe(200);
    const copy = res.body.data;
    expect(copy.businessCode).toBe('COPY-1');
    expect(copy.name).toBe(`${before.name} (copy)`);
    expect(copy.settings.invoiceFrequency).toBe(before.settings.invoiceFrequency);
    expect(copy.settings.paymentTermDays).toBe(before.settings.paymentTermDays);
    expect(copy.settings.priceLists).toEqual(before.settings.priceLists);
    expect(copy.contacts.map((c) => [c.name, c.email, c.clientEmailCc, c.isBillingContact])).toEqual(
      before.contacts.map((c) => [c.name, c.email, c.clientEmailCc, c.isBillingContact]),
    );
    expect(copy.contacts.map((c) => c.contactId)).not.toEqual(before.contacts.map((c) => c.contactId));
    expect(copy.invoices).toEqual([]);
    expect(
      (
        await clients.post(api.clients.duplicateClient, {
          clientId: source.id,
          businessCode: source.business_code,
        })
      ).status,
    ).toBe(409);
    const missing = await clients.post(api.clients.duplicateClient, {
      clientId: 999999,
      businessCode: 'COPY-2',
    });
    expect(missing.status).toBe(404);
    expect(fieldNames(missing)).toEqual(['clientId']);
  });
});

describe('clients/updateClientData', () => {
  test('versioned edit; stale version 409; billing contact must be one of the client; 400 names fields', async () => {
    const c = await clientWithBilling();
    const res = await clients.post(api.clients.updateClientData, {
      clientId: c.id,
      version: c.version,
      city: 'Grenoble',
      phone: '+33 4 76 00 00 00',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.city).toBe('Grenoble');
    expect(res.body.data.version).toBe(c.version + 1);
    expect((await lastClientEvent(c.id)).summary).toBe('Changed: phone, city');
    expect((await lastAdminEvent()).action).toBe('clients.updateClientData');

    const stale = await clients.post(api.clients.updateClientData, {
      clientId: c.id,
      version: c.version,
      city: 'Paris',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toContain('changed by someone else');

    const other = await t.db
      .selectFrom('client_contacts')
      .select('id')
      .where('client_id', '!=', c.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const foreign = await clients.post(api.clients.updateClientData, {
      clientId: c.id,
      version: c.version + 1,
      billingContactId: other.id,
    });
    expect(foreign.status).toBe(404);
    expect(fieldNames(foreign)).toEqual(['billingContactId']);

    const bad = await clients.postUnchecked(api.clients.updateClientData, {
      clientId: c.id,
      email: 'x',
      siret: '12',
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['email', 'siret', 'version']);
    expect(
      (await clients.post(api.clients.updateClientData, { clientId: 999999, version: 1, city: 'X' })).status,
    ).toBe(404);
  });
});

describe('clients/closeAccount and reactivateAccount', () => {
  test('closing needs a comment, makes the client inactive with closed_at; reactivating reverses it; twice is 409', async () => {
    const c = await t.db
      .selectFrom('clients')
      .selectAll()
      .where('activity_status', '=', 'active')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const noComment = await clients.postUnchecked(api.clients.closeAccount, {
      clientId: c.id,
      comment: '  ',
    });
    expect(noComment.status).toBe(400);
    expect(fieldNames(noComment)).toEqual(['comment']);

    const closed = await clients.post(api.clients.closeAccount, {
      clientId: c.id,
      comment: 'Fin de contrat',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data.activityStatus).toBe('inactive');
    expect(closed.body.data.closedComment).toBe('Fin de contrat');
    const row = await t.db
      .selectFrom('clients')
      .select(['activity_status', 'closed_at'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.activity_status).toBe('inactive');
    expect(row.closed_at).not.toBeNull();
    expect(closed.body.data.events[0]).toMatchObject({
      kind: 'closed',
      summary: 'Account closed: Fin de contrat',
      userName: 'Clients Demo',
    });
    expect((await lastAdminEvent()).action).toBe('clients.closeAccount');
    expect((await clients.post(api.clients.closeAccount, { clientId: c.id, comment: 'again' })).status).toBe(
      409,
    );

    const back = await clients.post(api.clients.reactivateAccount, { clientId: c.id, comment: 'Reprise' });
    expect(back.status).toBe(200);
    expect(back.body.data.activityStatus).toBe('active');
    expect(back.body.data.closedAt).toBeNull();
    expect(back.body.data.events[0].summary).toBe('Account reactivated: Reprise');
    expect(
      (await clients.post(api.clients.reactivateAccount, { clientId: c.id, comment: 'again' })).status,
    ).toBe(409);
    expect((await clients.post(api.clients.closeAccount, { clientId: 999999, comment: 'x' })).status).toBe(
      404,
    );
  });
});
