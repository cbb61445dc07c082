import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { clearRoles, setRoles, type ResponseOf, type api as contract } from '@courier/shared';
import { fail, fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

type Detail = ResponseOf<typeof contract.cfrUsers.getUser>;
const NOW = '2026-11-20T10:00:00+01:00';

const detail = (over: Partial<Detail> = {}): Detail => ({
  userCFrId: 7,
  email: 'eve@client.example',
  firstName: 'Eve',
  lastName: 'Martin',
  phone: null,
  clientId: 42,
  client: { id: 42, name: 'Acme', businessCode: 'CL000042' },
  site: null,
  service: null,
  activityStatus: 'active',
  lastLoginAt: null,
  chatRoomsIds: [],
  clientRooms: [
    { id: 3, name: 'Acme · Livraisons' },
    { id: 4, name: 'Acme · Compta' },
  ],
  inactivatedAt: null,
  resetExpiresAt: null,
  openSessions: 2,
  version: 5,
  createdAt: NOW,
  updatedAt: NOW,
  ...over,
});

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  api.get('users/cfr/7', detail());
  api.get('users/cfr/getSites', []);
  api.get('users/cfr/getServices', []);
  api.get('clients/getClients', { items: [], total: 0, page: 1, pageSize: 50 });
});

describe('/users/cfr', () => {
  it('sends the client, search and status filters of the address', async () => {
    api.get('users/cfr/getUsers', { items: [], total: 0, page: 1, pageSize: 100 });
    renderArea(<AppRoutes />, { path: '/users/cfr?status=inactive&q=eve&clientId=42&page=2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Client-side users' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', 'users/cfr/getUsers').length).toBeGreaterThan(0));
    expect(api.calls('GET', 'users/cfr/getUsers').at(-1)?.query).toEqual({
      activityStatus: 'inactive',
      search: 'eve',
      clientId: 42,
      sort: 'lastName',
      order: 'asc',
      page: 2,
      pageSize: 100,
    });
    expect(await screen.findByText('No user matches these filters')).toBeInTheDocument();
  });
});

const row = (id: number, lastName: string): Detail =>
  detail({ userCFrId: id, lastName, email: `${lastName.toLowerCase()}@client.example` });

describe('/users/cfr list', () => {
  beforeEach(() => {
    api.get('users/cfr/getUsers', {
      items: [row(7, 'Martin'), row(8, 'Bernard')],
      total: 2,
      page: 1,
      pageSize: 100,
    });
  });

  it('each row is a real link to its user', async () => {
    renderArea(<AppRoutes />, { path: '/users/cfr' });
    expect(await screen.findByRole('link', { name: 'Martin' })).toHaveAttribute('href', '/users/cfr/7');
    expect(screen.getByRole('link', { name: 'Bernard' })).toHaveAttribute('href', '/users/cfr/8');
  });

  it('sorts on the server: a header click sends sort and order and keeps them in the URL', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/users/cfr' });
    await screen.findByRole('link', { name: 'Martin' });
    await user.click(screen.getByRole('button', { name: /^Sort by Last sign-in/i }));
    await waitFor(() =>
      expect(api.calls('GET', 'users/cfr/getUsers').at(-1)?.query).toMatchObject({
        sort: 'lastLoginAt',
        order: 'asc',
      }),
    );
    expect(window.location.search).toContain('sort=lastLoginAt');
    await user.click(screen.getByRole('button', { name: /^Sort by Last sign-in/i }));
    await waitFor(() =>
      expect(api.calls('GET', 'users/cfr/getUsers').at(-1)?.query).toMatchObject({
        sort: 'lastLoginAt',
        order: 'desc',
      }),
    );
    expect(screen.queryByRole('button', { name: /^Sort by Client/i })).toBeNull();
  });

  it("exports the whole filtered set from the server's export call, ';' by default", async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    api.get('users/cfr/exportUsers', () => [
      200,
      new Blob(['\ufeffEmail;Name\r\n']),
      { 'content-disposition': 'attachment; filename="cfr-users-2026-12-02.csv"' },
    ]);
    const { user } = renderArea(<AppRoutes />, { path: '/users/cfr?clientId=42&sort=-email&page=3' });
    await screen.findByRole('link', { name: 'Martin' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the client-side users' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['cfr-users-2026-12-02.csv']));
    expect(api.calls('GET', 'users/cfr/exportUsers')[0].query).toEqual({
      activityStatus: 'active',
      clientId: 42,
      sort: 'email',
      order: 'desc',
      sep: ';',
    });
    click.mockRestore();
  });
});

describe('/users/cfr/:userId', () => {
  it('saves the chat rooms as the query chatRoomsIds, with the version', async () => {
    api.post('users/cfr/updateUser', detail({ chatRoomsIds: [4], version: 6 }));
    const { user } = renderArea(<AppRoutes />, { path: '/users/cfr/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Eve Martin' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByLabelText('Chat rooms', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Acme · Compta', hidden: true }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST', 'users/cfr/updateUser')).toHaveLength(1));
    const call = api.calls('POST', 'users/cfr/updateUser')[0];
    expect(call.query).toEqual({ chatRoomsIds: '4' });
    expect(call.body).toEqual({ userCFrId: 7, version: 5 });
  });

  it('making inactive is confirmed first; a stale answer is shown', async () => {
    api.post('users/cfr/inactiveUser', () => fail(409, 'CONFLICT', 'eve@client.example is already inactive'));
    const { user } = renderArea(<AppRoutes />, { path: '/users/cfr/7' });
    await user.click(await screen.findByRole('button', { name: 'Make inactive' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('their 2 open session(s) end now');
    expect(api.calls('POST', 'users/cfr/inactiveUser')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Make inactive' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'eve@client.example is already inactive',
    );
    expect(api.calls('POST', 'users/cfr/inactiveUser')[0].body).toEqual({
      clientId: 42,
      userCFrId: 7,
      email: 'eve@client.example',
    });
  });

  it('a password reset, once confirmed, says where the mail went', async () => {
    api.post('users/cfr/resetPassword', {
      userCFrId: 7,
      sentTo: 'eve@client.example',
      expiresAt: '2026-11-21T10:00:00+01:00',
      outboxId: 9,
    });
    const { user } = renderArea(<AppRoutes />, { path: '/users/cfr/7' });
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send the link' }),
    );
    expect(
      await screen.findByText(/A single-use link to choose a new password was mailed to eve@client\.example/),
    ).toBeInTheDocument();
  });

  it('is read-only until Edit; leaving with unsaved changes asks; a save goes back to the view', async () => {
    api.post('users/cfr/updateUser', detail({ firstName: 'Eva', version: 6 }));
    const { user } = renderArea(<AppRoutes />, { path: '/users/cfr/7' });
    await screen.findByRole('heading', { level: 1, name: 'Eve Martin' });
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Client-side user' })).toHaveTextContent('CL000042 · Acme');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const first = screen.getByRole('textbox', { name: /First name/ });
    await user.clear(first);
    await user.type(first, 'Eva');
    const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const cancelNavigation = jest.fn();
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: { oldUrl: 'http://localhost/users/cfr/7', newUrl: 'http://localhost/chat', cancelNavigation },
      }),
    );
    expect(ask).toHaveBeenCalledWith('You have unsaved changes. Leave and lose them?');
    expect(cancelNavigation).toHaveBeenCalled();
    ask.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST', 'users/cfr/updateUser')).toHaveLength(1));
    expect(api.calls('POST', 'users/cfr/updateUser')[0].body).toEqual({
      userCFrId: 7,
      version: 5,
      firstName: 'Eva',
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
  });

  it("names the user's client as a link to its page only when the roles open it", async () => {
    act(() => setRoles(['CFRUSERS']));
    const { unmount } = renderArea(<AppRoutes />, { path: '/users/cfr/7' });
    const client = await screen.findByTestId('cfr-user-client');
    expect(client).toHaveTextContent('CL000042 · Acme');
    expect(within(client).queryByRole('link')).toBeNull();
    unmount();
    act(() => setRoles(['CFRUSERS', 'CLIENTS']));
    renderArea(<AppRoutes />, { path: '/users/cfr/7' });
    expect(
      within(await screen.findByTestId('cfr-user-client')).getByRole('link', { name: 'CL000042 · Acme' }),
    ).toHaveAttribute('href', '/clients/42');
    act(() => clearRoles());
  });
});

describe("the users' forms, checked by their call's contract", () => {
  it('"Add user" asks for the client and shows the contract\'s messages before any call', async () => {
    api.get('users/cfr/getUsers', { items: [], total: 0, page: 1, pageSize: 100 });
    const { user } = renderArea(<AppRoutes />, { path: '/users/cfr' });
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const form = await screen.findByRole('form', { name: 'Add client-side user' });
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'eve@');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await within(form).findByText('Choose the client')).toBeInTheDocument();
    expect(within(form).getByText('Not a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Digits, spaces and + ( ) . - only')).toBeInTheDocument();
    expect(within(form).getAllByText('Required')).toHaveLength(2);
    expect(api.calls('POST', 'users/cfr/addUser')).toHaveLength(0);
  });

  it("the user's page refuses an emptied last name and sends a changed email as the contract reads it", async () => {
    api.post('users/cfr/updateUser', detail({ email: 'eva@client.example', version: 6 }));
    const { user } = renderArea(<AppRoutes />, { path: '/users/cfr/7' });
    await screen.findByRole('heading', { level: 1, name: 'Eve Martin' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const last = screen.getByRole('textbox', { name: /Last name/ });
    await user.clear(last);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(api.calls('POST', 'users/cfr/updateUser')).toHaveLength(0);

    await user.type(last, 'Martin');
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, ' Eva@Client.example ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST', 'users/cfr/updateUser')).toHaveLength(1));
    expect(api.calls('POST', 'users/cfr/updateUser')[0].body).toEqual({
      userCFrId: 7,
      version: 5,
      email: 'eva@client.example',
    });
  });
});
