import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ResponseOf, api as contract } from '@courier/shared';
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
      page: 2,
      pageSize: 100,
    });
    expect(await screen.findByText('No user matches these filters')).toBeInTheDocument();
  });
});

describe('/users/cfr/:userId', () => {
  it('saves the chat rooms as the query chatRoomsIds, with the version', async () => {
    api.post('users/cfr/updateUser', detail({ chatRoomsIds: [4], version: 6 }));
    const { user } = renderArea(<AppRoutes />, { path: '/users/cfr/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Eve Martin' })).toBeInTheDocument();
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
});
