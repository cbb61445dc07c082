import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fail, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { getChatUnread } from '@courier/shared';
import { AppRoutes } from '../../../src/app/routes';
import { buildChat, buildMessage, buildRoom, installChat, ME, uninstallChat, type FakeSocket } from './support';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let fake: FakeApi;
let sockets: FakeSocket[];

beforeEach(() => {
  fake = fakeApi();
});
afterEach(() => uninstallChat());


describe('the conversations', () => {
  it('lists rooms and direct chats with their unread badges, and filters them with the search', async () => {
    sockets = installChat(
      fake,
      [
        buildRoom({ id: 1, name: 'Acme – coursiers', unread: 3, client: { id: 5, name: 'Acme' } }),
        buildRoom({ id: 2, name: 'Dispatch', client: null }),
      ],
      [buildChat({ id: 9, other: { kind: 'staff', id: 8, name: 'Alex Admin', clientName: null }, unread: 1 })],
    );
    const { user } = renderArea(<AppRoutes />, { path: '/chat' });
    const rooms = await screen.findByRole('list', { name: 'Rooms' });
    expect(within(rooms).getAllByRole('link').map((b) => b.textContent)).toEqual(['Acme – coursiers3Acme', 'DispatchInternal room']);
    expect(within(rooms).getByLabelText('3 unread messages')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Direct chats' })).getByLabelText('1 unread message')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search conversations' }), 'acme');
    expect(within(screen.getByRole('list', { name: 'Rooms' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('No chat matches.')).toBeInTheDocument();
  });

  it('the socket’s counts replace the lists’ and reach the shared store (the navbar badge); a message elsewhere adds one', async () => {
    sockets = installChat(fake, [buildRoom({ id: 1, name: 'Acme', unread: 0 }), buildRoom({ id: 2, name: 'Globex', unread: 0 })]);
    renderArea(<AppRoutes />, { path: '/chat' });
    await screen.findByRole('list', { name: 'Rooms' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]!.protocols).toEqual(['bearer', 'test-token']);
    expect(sockets[0]!.url).toBe('ws://localhost:4000/api/chat/socket');
    sockets[0]!.hello(40, [{ roomId: 2, unread: 2 }]);
    expect(await screen.findByLabelText('2 unread messages')).toBeInTheDocument();
    expect(getChatUnread()).toEqual({ total: 2, live: true });
    sockets[0]!.push({ type: 'message', message: buildMessage({ id: 41, roomId: 2 }) });
    expect(await screen.findByLabelText('3 unread messages')).toBeInTheDocument();
    expect(getChatUnread().total).toBe(3);
    // Someone else's message counts; one's own (from another tab) does not.
    sockets[0]!.push({ type: 'message', message: buildMessage({ id: 42, roomId: 2, sender: { kind: 'staff', id: ME.id, name: ME.name } }) });
    expect(getChatUnread().total).toBe(3);
  });

  it('an error with Retry, and an empty state', async () => {
    sockets = installChat(fake, [], []);
    fake.get('chat/getRooms', () => fail(500, 'INTERNAL', 'Database down'));
    const { user } = renderArea(<AppRoutes />, { path: '/chat' });
    expect(await screen.findByText('The conversations could not be loaded')).toBeInTheDocument();
    fake.get('chat/getRooms', []);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });
});

describe('a conversation', () => {
  it('shows the history with day separators and own messages marked; marks it read', async () => {
    sockets = installChat(fake, [buildRoom({ id: 1, name: 'Acme', unread: 1 })]);
    fake.get('chat/getMessages', {
      items: [
        buildMessage({ id: 1, body: 'Bonjour', sentAt: '2026-06-14T08:00:00.000Z' }),
        buildMessage({ id: 2, body: 'Le colis ?', sentAt: '2026-06-15T08:00:00.000Z', sender: { kind: 'cfr', id: 3, name: 'Léa Client' } }),
        buildMessage({ id: 3, body: 'En route', sentAt: '2026-06-15T08:05:00.000Z', sender: { kind: 'staff', id: ME.id, name: ME.name } }),
      ],
      nextBefore: null,
    });
    fake.post('chat/markRead', { total: 0, rooms: [], chats: [] });
    renderArea(<AppRoutes />, { path: '/chat?room=1' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('En route')).toBeInTheDocument();
    expect(within(log).getAllByRole('separator')).toHaveLength(2);
    const own = within(log).getAllByTestId('message').filter((m) => m.dataset.own);
    expect(own).toHaveLength(1);
    expect(own[0]).toHaveTextContent('En route');
    expect(within(own[0]!).getByTestId('delivery')).toHaveTextContent('Sent');
    expect(within(log).getByText('Léa Client (client)')).toBeInTheDocument();
    await waitFor(() => expect(fake.calls('POST', 'chat/markRead').map((r) => r.body)).toEqual([{ roomId: 1, messageId: 3 }]));
    // A read receipt of another member turns "Sent" into "Read".
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.push({ type: 'read', roomId: 1, chatId: null, userId: 8, lastReadMessageId: 3 });
    expect(within(own[0]!).getByTestId('delivery')).toHaveTextContent('Read');
  });

  it('loads older messages on demand, above, with the cursor', async () => {
    sockets = installChat(fake, [buildRoom({ id: 1 })]);
    fake.get('chat/getMessages', ({ query }) =>
      query.before === 50
        ? ok({ items: [buildMessage({ id: 49, body: 'older one' })], nextBefore: null })
        : ok({ items: [buildMessage({ id: 50, body: 'newest one' })], nextBefore: 50 }),
    );
    fake.post('chat/markRead', { total: 0, rooms: [], chats: [] });
    const { user } = renderArea(<AppRoutes />, { path: '/chat?room=1' });
    await screen.findByText('newest one');
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await screen.findByText('older one');
    expect(fake.calls('GET', 'chat/getMessages').map((r) => r.query)).toEqual([
      { roomId: 1, limit: 50 },
      { roomId: 1, limit: 50, before: 50 },
    ]);
    expect(screen.getAllByTestId('message').map((m) => m.textContent?.includes('older one'))).toEqual([true, false]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });
});

describe('the composer', () => {
  async function openRoom() {
    sockets = installChat(fake, [buildRoom({ id: 1 })]);
    fake.get('chat/getMessages', { items: [buildMessage({ id: 10, body: 'first' })], nextBefore: null });
    fake.post('chat/markRead', { total: 0, rooms: [], chats: [] });
    let next = 11;
    fake.post('chat/sendMessage', ({ body }) => {
      const b = body as { roomId: number; text: string; clientKey: string };
      return ok(buildMessage({ id: next++, roomId: b.roomId, body: b.text, clientKey: b.clientKey, sender: { kind: 'staff', id: ME.id, name: ME.name } }));
    });
    const view = renderArea(<AppRoutes />, { path: '/chat?room=1' });
    await screen.findByText('first');
    await waitFor(() => expect(sockets).toHaveLength(1));
    return view;
  }

  it('Enter sends, Shift+Enter starts a new line; an empty message is not sent', async () => {
    const { user } = await openRoom();
    sockets[0]!.hello(10);
    await screen.findByText('Live');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '{Enter}');
    expect(fake.calls('POST', 'chat/sendMessage')).toHaveLength(0);
    await user.type(box, 'Deux lignes{Shift>}{Enter}{/Shift}seconde');
    expect(box).toHaveValue('Deux lignes\nseconde');
    expect(fake.calls('POST', 'chat/sendMessage')).toHaveLength(0);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(fake.calls('POST', 'chat/sendMessage')).toHaveLength(1));
    const sent = fake.calls('POST', 'chat/sendMessage')[0]!.body as { roomId: number; text: string; clientKey: string };
    expect(sent).toEqual({ roomId: 1, text: 'Deux lignes\nseconde', clientKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect(box).toHaveValue('');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText(/Deux lignes/)).toBeInTheDocument();
    // The socket brings the same message: it shows once.
    sockets[0]!.push({ type: 'message', message: buildMessage({ id: 11, body: 'Deux lignes\nseconde', sender: { kind: 'staff', id: ME.id, name: ME.name } }) });
    expect(within(log).getAllByTestId('message')).toHaveLength(2);
  });

  it('a pasted image becomes the attachment; a file over 10 MB is refused', async () => {
    const { user } = await openRoom();
    sockets[0]!.hello(10);
    const box = screen.getByRole('textbox', { name: 'Message' });
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });
    await user.click(box);
    await user.paste({ files: [image] } as unknown as DataTransfer);
    expect(await screen.findByTestId('composer-attachment')).toHaveTextContent('shot.png (4 B)');
    await user.type(box, '{Enter}');
    await waitFor(() => expect(fake.calls('POST', 'chat/sendMessage')).toHaveLength(1));
    expect(fake.calls('POST', 'chat/sendMessage')[0]!.body).toMatchObject({ roomId: 1, text: '', attachment: { name: 'shot.png', data: 'data:image/png;base64,iVBORw==' } });

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByRole('button', { name: 'Attach a file' }).parentElement!.querySelector('input[type=file]') as HTMLInputElement, big);
    expect(await screen.findByText('huge.pdf is over 10 MB (10.0 MB)')).toBeInTheDocument();
    expect(screen.queryByTestId('composer-attachment')).toBeNull();
  });

  it('a server refusal shows on the message, with Retry and Discard', async () => {
    const { user } = await openRoom();
    sockets[0]!.hello(10);
    fake.post('chat/sendMessage', () => fail(403, 'FORBIDDEN', 'You are not a member of this room'));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'refused{Enter}');
    const pending = await screen.findByTestId('outgoing-message');
    expect(await within(pending).findByText('Not sent: You are not a member of this room')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByTestId('outgoing-message')).toBeNull();
  });
});

describe('reconnection (fake socket)', () => {
  it('a drop shows the indicator, messages wait; back with since=<last id>: the missed ones once, then the queued one leaves', async () => {
    sockets = installChat(fake, [buildRoom({ id: 1 })]);
    fake.get('chat/getMessages', { items: [buildMessage({ id: 10, body: 'before the drop' })], nextBefore: null });
    fake.post('chat/markRead', { total: 0, rooms: [], chats: [] });
    // The API is unreachable while the socket is down: the send fails at the network level.
    let apiUp = true;
    fake.post('chat/sendMessage', ({ body }) => {
      if (!apiUp) throw new Error('Network Error');
      return ok(buildMessage({ id: 12, body: (body as { text: string }).text, clientKey: (body as { clientKey: string }).clientKey, sender: { kind: 'staff', id: ME.id, name: ME.name } }));
    });
    const { user } = renderArea(<AppRoutes />, { path: '/chat?room=1' });
    await screen.findByText('before the drop');
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.hello(10);
    await screen.findByText('Live');

    apiUp = false;
    sockets[0]!.drop();
    expect(await screen.findByText(/Connection lost: reconnecting/)).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[1]!.url).toBe('ws://localhost:4000/api/chat/socket?since=10');

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'typed while offline{Enter}');
    const pending = await screen.findByTestId('outgoing-message');
    expect(pending).toHaveTextContent('Waiting for the connection');
    expect(screen.getByTestId('connection-indicator')).toHaveTextContent('1 message waits to be sent.');
    const tried = fake.calls('POST', 'chat/sendMessage');
    expect(tried).toHaveLength(1);
    const key = (tried[0]!.body as { clientKey: string }).clientKey;

    // The server's catch-up, then hello: the connection is back.
    apiUp = true;
    sockets[1]!.push({ type: 'message', message: buildMessage({ id: 11, body: 'missed while away' }) });
    sockets[1]!.hello(11);
    await screen.findByText('Live');
    await waitFor(() => expect(fake.calls('POST', 'chat/sendMessage')).toHaveLength(2));
    // The same key both times: had the first reached the server, the second would not store it again.
    expect(fake.calls('POST', 'chat/sendMessage')[1]!.body).toEqual({ roomId: 1, text: 'typed while offline', clientKey: key });
    await waitFor(() => expect(screen.queryByTestId('outgoing-message')).toBeNull());
    // The same message again (a second delivery) does not show twice.
    sockets[1]!.push({ type: 'message', message: buildMessage({ id: 11, body: 'missed while away' }) });
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getAllByTestId('message').map((m) => m.textContent?.match(/before the drop|missed while away|typed while offline/)?.[0])).toEqual([
      'before the drop',
      'missed while away',
      'typed while offline',
    ]);
  });

  it('a closed session (4401) is not retried', async () => {
    sockets = installChat(fake, [buildRoom({ id: 1 })]);
    renderArea(<AppRoutes />, { path: '/chat' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]!.drop(4401);
    expect(await screen.findByText(/Disconnected: reload the page/)).toBeInTheDocument();
    expect(sockets).toHaveLength(1);
  });
});
