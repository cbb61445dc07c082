import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime, formatLongDate, placeholdersOf, pseudoMessage, setLocale, todayInParis } from '@courier/shared';
import { fakeApi, renderArea, untranslatedTexts, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../src/app/routes';
import { AreaIntl, en, fr } from '../src/i18n';
import { buildMessage, buildRoom, installChat, ME, uninstallChat } from './features/chat/support';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const OLD_DAY = '2026-06-14T08:00:00.000Z';
const todayNoon = () => `${todayInParis()}T10:00:00.000Z`;
const yesterdayNoon = () => new Date(Date.parse(todayNoon()) - 24 * 60 * 60 * 1000).toISOString();

/** Texts that are data (names, messages, files; the × icon, named by its aria-label): not from a catalog. */
const DATA = [
  'Acme',
  'Acme3Acme SA',
  'AcmeAcme SA',
  'Dispatch',
  'Alex Admin',
  'Camille Chat',
  'Léa Client',
  'Acme SA',
  'Globex',
  'Globex Corp',
  '×',
];
/** The texts of the page's own words that did not come from a catalog (shared check). */
const untranslated = (root: HTMLElement = document.body) =>
  untranslatedTexts(root, { data: [...DATA, formatLongDate(OLD_DAY)] });

let fake: FakeApi;

beforeEach(() => {
  fake = fakeApi();
  installChat(fake, [
    buildRoom({ id: 1, name: 'Acme', unread: 3, client: { id: 5, name: 'Acme SA' } }),
    buildRoom({ id: 2, name: 'Dispatch', client: null }),
  ]);
  fake.get('chat/getMessages', {
    items: [
      buildMessage({ id: 1, body: 'Bonjour', sentAt: OLD_DAY }),
      buildMessage({
        id: 2,
        body: '',
        sentAt: yesterdayNoon(),
        sender: { kind: 'cfr', id: 3, name: 'Léa Client' },
        attachment: { name: 'bon.pdf', mime: 'application/pdf', size: 1536 },
      }),
      buildMessage({
        id: 3,
        body: 'En route',
        sentAt: todayNoon(),
        sender: { kind: 'staff', id: ME.id, name: ME.name },
      }),
    ],
    nextBefore: 1,
  });
  fake.post('chat/markRead', { total: 0, rooms: [], chats: [] });
  fake.get('chat/getMembers', {
    room: { id: 1, name: 'Acme', version: 1 },
    staff: [{ id: ME.id, name: ME.name, joinedAt: OLD_DAY }],
    cfrUsers: [{ id: 3, name: 'Léa Client', email: 'lea@acme.example' }],
  });
  fake.get('chat/getClientsLight', [{ id: 15, name: 'Globex Corp', businessCode: 'GLX', roomId: null }]);
  fake.get('chat/getAllRooms', [
    { ...buildRoom({ id: 6, name: 'Globex', client: { id: 15, name: 'Globex Corp' } }), isMember: false },
  ]);
});

afterEach(() => {
  uninstallChat();
  act(() => setLocale('en'));
});

const renderPage = (path: string) =>
  renderArea(
    <AreaIntl>
      <AppRoutes />
    </AreaIntl>,
    { path },
  );
const button = (id: keyof typeof en) => screen.getByRole('button', { name: pseudoMessage(en[id]) });

describe('the catalog', () => {
  it('has the same ids and the same placeholders in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en) as (keyof typeof en)[])
      expect([id, placeholdersOf(fr[id])]).toEqual([id, placeholdersOf(en[id])]);
  });
});

describe('the pseudo-locale: no text outside the catalog', () => {
  beforeEach(() => act(() => setLocale('pseudo')));

  it('/chat: the conversations, then the new room and new chat dialogs', async () => {
    const { user } = renderPage('/chat');
    await screen.findByRole('list', { name: pseudoMessage(en['chat.list.rooms']) });
    expect(untranslated()).toEqual([]);
    await user.click(button('chat.list.newRoom'));
    // The dialog's form asks for the clients once it opens.
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('Globex Corp'));
    expect(untranslated()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(button('chat.list.newChat'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('a room: its history, composer, members and ticket', async () => {
    const { user } = renderPage('/chat?room=1');
    const log = await screen.findByRole('log');
    expect(await within(log).findByText('En route')).toBeInTheDocument();
    expect(within(log).getAllByRole('separator')).toHaveLength(3);
    expect(untranslated()).toEqual([]);
    await user.click(button('chat.conversation.members'));
    expect(await screen.findByText('lea@acme.example')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(button('chat.conversation.ticket'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('all rooms', async () => {
    renderPage('/chat?view=rooms');
    await screen.findByRole('table');
    expect(untranslated()).toEqual([]);
  });

  it('the support tickets and the confirmation of marking one done', async () => {
    fake.get('ticket/getTickets', {
      items: [
        {
          id: 4,
          subject: 'Export en panne',
          body: 'Le planning ne part pas.',
          room: { id: 1, name: 'Acme' },
          sentBy: { id: 8, name: 'Alex Admin' },
          sentAt: OLD_DAY,
          status: 'open',
          closedAt: null,
          closedBy: null,
          version: 1,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    });
    const { user } = renderPage('/chat?tab=tickets&status=open');
    await screen.findByRole('table');
    const data = ['Export en panne', 'Le planning ne part pas.', formatDateTime(OLD_DAY, 'pseudo')];
    expect(untranslated().filter((x) => !data.includes(x))).toEqual([]);
    await user.click(screen.getByText(pseudoMessage(en['chat.tickets.markDone'])));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(untranslated().filter((x) => !data.includes(x))).toEqual([]);
  });

  it('a room one is not in, opened by its address', async () => {
    renderPage('/chat?room=6');
    await screen.findByRole('heading', { name: 'Globex' });
    expect(untranslated()).toEqual([]);
  });
});

describe('in French', () => {
  it('day separators, times, sizes and counts read in French', async () => {
    act(() => setLocale('fr'));
    renderPage('/chat?room=1');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('En route')).toBeInTheDocument();
    expect(
      within(log)
        .getAllByRole('separator')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['dimanche 14 juin 2026', 'Hier', 'Aujourd’hui']);
    expect(within(log).getByText('10 h 00')).toBeInTheDocument();
    expect(within(log).getByText('bon.pdf (1,5 Ko)')).toBeInTheDocument();
    expect(within(log).getByText('Léa Client (client)')).toBeInTheDocument();
    expect(within(log).getByTestId('delivery')).toHaveTextContent('Envoyé');
    // The client is a link of the subtitle (when the roles open it): the words span two elements.
    expect(document.body).toHaveTextContent(
      'Client Acme SA · 2 membres du personnel · 3 utilisateurs clients',
    );
    expect(screen.getByRole('button', { name: 'Charger les messages plus anciens' })).toBeInTheDocument();
  });
});
