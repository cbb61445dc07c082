import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@courier/shared';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { AreaIntl, fr } from '../../../src/i18n';
import { answerClientLists, buildClient } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

/**
 * The clients' forms are checked by their call's contract schema (useContractForm): its messages
 * under the fields in the area's words, the body in the call's units, the server's field errors
 * on the fields.
 */
let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  answerClientLists(api);
  api.get('clients/getClients', { items: [], total: 0, page: 1, pageSize: 200 });
  api.get('clients/42', buildClient(42));
});
afterEach(() => act(() => setLocale('en')));

describe('"Add client"', () => {
  it("checks addClient's contract before sending, sends picked ids as numbers, and shows the server's field error", async () => {
    api.post('clients/addClient', () =>
      fail(409, 'CONFLICT', 'This business code is taken', { businessCode: 'CL-9 is taken' }),
    );
    const { user } = renderArea(<AppRoutes />, { path: '/clients' });
    await user.click(await screen.findByRole('button', { name: 'Add client' }));
    const form = await screen.findByRole('form', { name: 'Add client' });
    expect(form).toHaveAttribute('novalidate');
    const code = within(form).getByRole('textbox', { name: /Business code/ });
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.type(code, 'x');
    await user.type(email, 'nope');
    await user.click(within(form).getByRole('button', { name: 'Create client' }));
    expect(await within(form).findByText('2 to 20 letters, digits or dashes')).toBeInTheDocument();
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(within(form).getByText('Not a valid email address')).toBeInTheDocument();
    expect(api.calls('POST', 'clients/addClient')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, 'cl-9');
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), ' Dupont ');
    await user.clear(email);
    await user.click(within(form).getByRole('combobox', { name: 'Agency' }));
    // The list's filter bar offers the agencies too: the last list opened is the form's.
    await user.click((await screen.findAllByRole('option', { name: 'Paris Est', hidden: true })).at(-1)!);
    await user.click(within(form).getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(api.calls('POST', 'clients/addClient')).toHaveLength(1));
    expect(api.calls('POST', 'clients/addClient')[0].body).toEqual({
      businessCode: 'CL-9',
      name: 'Dupont',
      agencyId: 7,
    });
    expect(await within(form).findByText('CL-9 is taken')).toBeInTheDocument();
  });
});

describe("a client's record forms", () => {
  it("word the contract's rules in the page's language", async () => {
    act(() => setLocale('fr'));
    const { user } = renderArea(
      <AreaIntl>
        <AppRoutes />
      </AreaIntl>,
      { path: '/clients/42' },
    );
    await screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' });
    await user.click(screen.getByRole('button', { name: fr['clients.form.edit'] }));
    const form = screen.getByRole('form', { name: fr['clients.identity.form'] });
    await user.type(within(form).getByRole('textbox', { name: fr['clients.identity.siret'] }), '123');
    await user.clear(within(form).getByRole('textbox', { name: new RegExp(`^${fr['clients.field.name']}`) }));
    await user.click(within(form).getByRole('button', { name: fr['clients.action.save'] }));
    expect(await within(form).findByText(fr['clients.identity.siretRule'])).toBeInTheDocument();
    expect(within(form).getByText(fr['clients.field.required'])).toBeInTheDocument();
    expect(api.calls('POST', 'clients/updateClientData')).toHaveLength(0);
  });

  it('refuse an emptied payment term (never a silent 0), then send only the changed setting', async () => {
    api.post('clients/updateClientSettings', () => ok(buildClient(42, { version: 5 })));
    const { user } = renderArea(<AppRoutes />, { path: '/clients/42' });
    await screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' });
    await user.click(screen.getByRole('tab', { name: /Invoicing settings/ }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Invoicing settings' });
    const term = within(form).getByRole('textbox', { name: 'Payment term (days)' });
    await user.clear(term);
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('Required')).toBeInTheDocument();
    expect(api.calls('POST', 'clients/updateClientSettings')).toHaveLength(0);

    await user.type(term, '45');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.calls('POST', 'clients/updateClientSettings')).toHaveLength(1));
    const call = api.calls('POST', 'clients/updateClientSettings')[0];
    expect(call.body).toEqual({ clientId: 42, version: 4, paymentTermDays: 45 });
    expect(call.query).toEqual({ pricelistIds: '' });
  });

  it("a credit note of 0 gets the contract's minimum in the area's words", async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/clients/42' });
    await screen.findByRole('heading', { level: 1, name: 'CL000042 · Client 42' });
    await user.click(screen.getByRole('tab', { name: /Invoices/ }));
    await user.click(
      await screen.findByRole('button', { name: 'Request a credit note against INV-2026-000001' }),
    );
    const form = await screen.findByRole('form', { name: 'Request a credit note against INV-2026-000001' });
    await user.type(within(form).getByRole('textbox', { name: /Amount/ }), '0');
    await user.click(within(form).getByRole('button', { name: 'Request a credit note' }));
    expect(await within(form).findByText('More than 0')).toBeInTheDocument();
    expect(within(form).getByText('A comment is required')).toBeInTheDocument();
    expect(api.calls('POST', 'clients/createInvoiceCredit')).toHaveLength(0);
  });
});
