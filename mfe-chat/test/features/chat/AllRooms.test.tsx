import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fail, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { buildMessage, buildRoom, installChat, uninstallChat, type RoomRow } from './support';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let fake: FakeApi;

beforeEach(() => {
  fake = fakeApi();
});
afterEach(() => uninstallChat());

/** A room one is not in, as chat/getAllRooms answers it: what finds it, nothing of its conversation. */
const foreign = (over: Partial<RoomRow> & { id: number }) =>
  buildRoom({ isMember: false, unread: 0, lastMessage: null, memberCount: 2, cfrUserCount: 1, ...over });

/** The room the API answers once joined (one's own: last message, unread). */
const joinedAs = (room: RoomRow) => ({ ...room, isMember: true, memberCount: room.memberCount + 1, version: room.version + 1 });

/** The server's side of a join: the room is among one's rooms from then on. */
function serveJoin(mine: RoomRow[], rooms: RoomRow[]) {
  fake.get('chat/getRooms', () => ok([...mine]));
  fake.post('chat/joinRoom', ({ body }) => {
    const room = joinedAs(rooms.find((r) => r.id === (body as { roomId: number }).roomId)!);
    mine.unshift(room);
    return ok(room);
  });
}

function serveRoomAfterJoin() {
  fake.get('chat/getMessages', { items: [buildMessage({ id: 10, roomId: 5, body: 'Le colis est parti' })], nextBefore: null });
  fake.post('chat/markRead', { total: 0, rooms: [], chats: [] });
}

describe('All rooms', () => {
  it('lists rooms, searches room and client names, active or all; of a foreign room only name, client and members; Join opens it', async () => {
    installChat(fake, [buildRoom({ id: 1, name: 'Acme', client: { id: 11, name: 'Acme SA' } })]);
    const rows: RoomRow[] = [
      buildRoom({ id: 1, name: 'Acme', client: { id: 11, name: 'Acme SA' } }),
      foreign({ id: 5, name: 'Globex', client: { id: 15, name: 'Globex Corp' }, version: 3 }),
      foreign({ id: 6, name: 'Old room', activityStatus: 'inactive' }),
    ];
    fake.get('chat/getAllRooms', ({ query }) =>
      ok(
        rows
          .filter((r) => query.activityStatus === 'all' || r.activityStatus === 'active')
          .filter((r) => !query.search || `${r.name} ${r.client?.name}`.toLowerCase().includes(String(query.search))),
      ),
    );
    serveJoin([rows[0]!], rows);
    serveRoomAfterJoin();
    const { user } = renderArea(<AppRoutes />, { path: '/chat' });
    await user.click(await screen.findByRole('button', { name: 'All rooms' }));

    const table = await screen.findByRole('table', { name: 'Rooms found' });
    const lines = () => within(screen.getByRole('table', { name: 'Rooms found' })).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(lines()).toEqual(['AcmeYou are inAcme SA2 staff · 3 client usersOpen', 'GlobexGlobex Corp2 staff · 1 client userJoin']);
    expect(within(table).getByRole('button', { name: 'Open Acme' })).toBeInTheDocument();
    expect(fake.calls('GET', 'chat/getAllRooms').map((r) => r.query)).toEqual([{ activityStatus: 'active' }]);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(lines()).toHaveLength(3));
    expect(lines()[2]).toBe('Old roomInactiveClient 62 staff · 1 client userInactive: cannot be joined');

    await user.type(screen.getByRole('textbox', { name: 'Search rooms' }), 'corp');
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(fake.calls('GET', 'chat/getAllRooms').at(-1)!.query).toEqual({ activityStatus: 'all', search: 'corp' });

    await user.click(screen.getByRole('button', { name: 'Join Globex' }));
    expect(fake.calls('POST', 'chat/joinRoom').map((r) => r.body)).toEqual([{ roomId: 5, version: 3 }]);
    expect(await screen.findByText('Le colis est parti')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Globex' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Rooms' })).toHaveTextContent('Globex');
  });

  it('a refused join (someone changed the room) says why and reads the list again', async () => {
    installChat(fake, []);
    fake.get('chat/getAllRooms', [foreign({ id: 5, name: 'Globex' })]);
    fake.post('chat/joinRoom', () => fail(409, 'CONFLICT', 'This room was changed by someone else since you opened it; reload it and redo your change'));
    const { user } = renderArea(<AppRoutes />, { path: '/chat?view=rooms' });
    await user.click(await screen.findByRole('button', { name: 'Join Globex' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Globex: This room was changed by someone else');
    await waitFor(() => expect(fake.calls('GET', 'chat/getAllRooms')).toHaveLength(2));
    expect(fake.calls('GET', 'chat/getMessages')).toHaveLength(0);
  });

  it('loading, an error with Retry, then the empty state; Close goes back', async () => {
    installChat(fake, []);
    fake.get('chat/getAllRooms', () => fail(500, 'INTERNAL', 'Database down'));
    const { user } = renderArea(<AppRoutes />, { path: '/chat?view=rooms' });
    expect(screen.getByText('Loading the rooms…')).toBeInTheDocument();
    expect(await screen.findByText('The rooms could not be loaded')).toBeInTheDocument();
    fake.get('chat/getAllRooms', []);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No rooms yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Choose a conversation')).toBeInTheDocument();
  });
});

describe('a room one is not in, opened by its address', () => {
  it('"open the client’s room" from the new room dialog: no 403, the room found and Join, then the conversation', async () => {
    installChat(fake, []);
    fake.get('chat/getClientsLight', [{ id: 15, name: 'Globex Corp', businessCode: 'GLX', roomId: 5 }]);
    const room = foreign({ id: 5, name: 'Globex', client: { id: 15, name: 'Globex Corp' }, version: 2 });
    fake.get('chat/getAllRooms', ({ query }) => ok(query.roomId === 5 ? [room] : []));
    serveJoin([], [room]);
    serveRoomAfterJoin();
    const { user } = renderArea(<AppRoutes />, { path: '/chat' });
    await user.click(await screen.findByRole('button', { name: 'New room for a client' }));
    await user.click(await screen.findByRole('button', { name: 'Open the room of Globex Corp' }));

    const panel = await screen.findByRole('region', { name: 'Room: Globex' });
    expect(panel).toHaveTextContent('Client Globex Corp · 2 staff · 1 client user');
    expect(panel).toHaveTextContent('You are not a member of this room.');
    expect(fake.calls('GET', 'chat/getAllRooms').map((r) => r.query)).toEqual([{ roomId: 5 }]);
    expect(fake.calls('GET', 'chat/getMessages')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Join this room' }));
    expect(fake.calls('POST', 'chat/joinRoom').map((r) => r.body)).toEqual([{ roomId: 5, version: 2 }]);
    expect(await screen.findByText('Le colis est parti')).toBeInTheDocument();
  });

  it('an inactive room cannot be joined; an unknown one says so and leads to all rooms', async () => {
    installChat(fake, []);
    fake.get('chat/getAllRooms', ({ query }) => ok(query.roomId === 6 ? [foreign({ id: 6, name: 'Old room', activityStatus: 'inactive' })] : []));
    const { user } = renderArea(<AppRoutes />, { path: '/chat?room=6' });
    const panel = await screen.findByRole('region', { name: 'Room: Old room' });
    expect(panel).toHaveTextContent('it is inactive: nobody can join it');
    expect(within(panel).queryByRole('button', { name: 'Join this room' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Browse all rooms' }));
    expect(await screen.findByRole('heading', { name: 'All rooms' })).toBeInTheDocument();
  });

  it('an unknown room: "No such room"', async () => {
    installChat(fake, []);
    fake.get('chat/getAllRooms', []);
    renderArea(<AppRoutes />, { path: '/chat?room=404' });
    expect(await screen.findByText('No such room')).toBeInTheDocument();
    expect(fake.calls('GET', 'chat/getMessages')).toHaveLength(0);
  });
});
