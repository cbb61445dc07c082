import { configure, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { buildMessage, buildRoom, installChat, uninstallChat } from './support';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

/** The chat's forms are checked by their call's contract schema (useContractForm) before any call. */
let fake: FakeApi;

beforeEach(() => {
  fake = fakeApi();
});
afterEach(() => uninstallChat());

describe('"New room for a client"', () => {
  it("asks for a client first, then sends its id as a number, and shows the server's field error", async () => {
    installChat(fake, []);
    fake.get('chat/getClientsLight', [{ id: 15, name: 'Globex Corp', businessCode: 'GLX', roomId: null }]);
    fake.post('chat/addRoom', () =>
      fail(400, 'BAD_REQUEST', 'Invalid body', { name: 'Already the name of a room' }),
    );
    const { user } = renderArea(<AppRoutes />, { path: '/chat' });
    await user.click(await screen.findByRole('button', { name: 'New room for a client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New room for a client' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the room' }));
    expect(await within(dialog).findByText('Choose a client')).toBeInTheDocument();
    expect(fake.calls('POST', 'chat/addRoom')).toHaveLength(0);

    await user.click(await within(dialog).findByRole('radio', { name: 'Globex Corp (GLX)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Room name' }), ' Globex ');
    await user.click(within(dialog).getByRole('button', { name: 'Create the room' }));
    await waitFor(() => expect(fake.calls('POST', 'chat/addRoom')).toHaveLength(1));
    expect(fake.calls('POST', 'chat/addRoom')[0].body).toEqual({
      clientId: 15,
      name: 'Globex',
      memberIds: [],
    });
    expect(await within(dialog).findByText('Already the name of a room')).toBeInTheDocument();
  });
});

describe('"Send as ticket by mail"', () => {
  it("refuses an empty subject in the area's words, then sends the ticket about the room", async () => {
    installChat(fake, [buildRoom({ id: 1, name: 'Acme' })]);
    fake.get('chat/getMessages', {
      items: [buildMessage({ id: 10, body: 'Le colis est en retard' })],
      nextBefore: null,
    });
    fake.post('chat/markRead', { total: 0, rooms: [], chats: [] });
    fake.post('ticket/sendEmail', () =>
      ok({ ticketId: 3, outboxId: 9, to: ['support@example.test'], sentAt: '2026-06-15T09:00:00.000Z' }),
    );
    const { user } = renderArea(<AppRoutes />, { path: '/chat?room=1' });
    await screen.findByText('Le colis est en retard');
    await user.click(screen.getByRole('button', { name: 'Send as ticket by mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send as ticket by mail' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the ticket' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(fake.calls('POST', 'ticket/sendEmail')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Retard');
    await user.click(within(dialog).getByRole('button', { name: 'Send the ticket' }));
    await waitFor(() => expect(fake.calls('POST', 'ticket/sendEmail')).toHaveLength(1));
    expect(fake.calls('POST', 'ticket/sendEmail')[0].body).toMatchObject({ subject: 'Retard', roomId: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send as ticket by mail' })).toBeNull());
  });
});
