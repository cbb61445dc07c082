import { act, configure, screen, within } from '@testing-library/react';
import { clearRoles, setRoles } from '@courier/shared';
import { fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { buildChat, buildRoom, installChat, uninstallChat } from './support';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let fake: FakeApi;
beforeEach(() => {
  fake = fakeApi();
});
afterEach(() => {
  uninstallChat();
  act(() => clearRoles());
});

const ROOMS = [
  buildRoom({ id: 1, name: 'Acme', client: { id: 11, name: 'Acme SA' }, memberCount: 1, cfrUserCount: 1 }),
  buildRoom({
    id: 5,
    name: 'Globex',
    client: { id: 15, name: 'Globex Corp' },
    isMember: false,
    memberCount: 4,
    cfrUserCount: 2,
  }),
  buildRoom({ id: 6, name: 'Dispatch', client: null, isMember: false, memberCount: 2, cfrUserCount: 0 }),
];

async function openAllRooms(roles = ['CHAT']) {
  installChat(fake, [ROOMS[0]!], [buildChat({ id: 9 })]);
  act(() => setRoles(roles));
  fake.get('chat/getAllRooms', () => ok(ROOMS));
  const area = renderArea(<AppRoutes />, { path: '/chat?view=rooms' });
  const table = await screen.findByRole('table', { name: 'Rooms found' });
  return { ...area, table };
}
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('a')?.textContent);

describe('rooms as links', () => {
  it('makes each conversation of the side list a link to it', async () => {
    installChat(fake, [ROOMS[0]!], [buildChat({ id: 9 })]);
    renderArea(<AppRoutes />, { path: '/chat?room=1' });
    const rooms = await screen.findByRole('list', { name: 'Rooms' });
    const link = within(rooms).getByRole('link', { name: /Acme/ });
    expect(link).toHaveAttribute('href', '/chat?room=1');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('list', { name: 'Direct chats' })).getByRole('link')).toHaveAttribute(
      'href',
      '/chat?chat=9',
    );
  });

  it('makes each row of All rooms a link to its room, and sorts by name and members', async () => {
    const { table, user } = await openAllRooms();
    expect(within(table).getByRole('link', { name: /Globex/ })).toHaveAttribute('href', '/chat?room=5');
    expect(names(table)).toEqual(['AcmeYou are in', 'Globex', 'Dispatch']);
    await user.click(within(table).getByRole('button', { name: /Sort by room/ }));
    expect(names(table)).toEqual(['AcmeYou are in', 'Dispatch', 'Globex']);
    await user.click(within(table).getByRole('button', { name: /Sort by members/ }));
    // Most members first; equal counts keep the server's order.
    expect(names(table)).toEqual(['Globex', 'AcmeYou are in', 'Dispatch']);
  });

  it("names the room's client as a link to the client's page only when the roles open it", async () => {
    const first = await openAllRooms(['CHAT']);
    expect(within(first.table).getByText('Acme SA').closest('a')).toBeNull();
    first.unmount();
    uninstallChat();
    const { table } = await openAllRooms(['CHAT', 'CLIENTS']);
    expect(within(table).getByText('Acme SA').closest('a')).toHaveAttribute('href', '/clients/11');
  });

  it("the open room's subtitle names its client as a link when the roles open the client's page", async () => {
    installChat(fake, [ROOMS[0]!], []);
    act(() => setRoles(['CHAT', 'CLIENTS']));
    fake.get('chat/getMessages', { items: [], nextBefore: null });
    fake.post('chat/markRead', { total: 0, rooms: [], chats: [] });
    renderArea(<AppRoutes />, { path: '/chat?room=1' });
    const panel = await screen.findByRole('region', { name: 'Conversation: Acme' });
    expect(within(panel).getByRole('link', { name: 'Client Acme SA' })).toHaveAttribute(
      'href',
      '/clients/11',
    );
    expect(panel).toHaveTextContent('Client Acme SA · 1 staff · 1 client user');
  });
});
