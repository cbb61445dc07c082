import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fail, fixtureBuilder, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { formatDateTime, type ResponseOf, type api } from '@courier/shared';
import { AppRoutes } from '../../../src/app/routes';
import { installChat, uninstallChat } from './support';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

type Ticket = ResponseOf<typeof api.chat.getTickets>['items'][number];

const buildTicket = fixtureBuilder<Ticket>((id) => ({
  id,
  subject: `Ticket ${id}`,
  body: 'Merci de regarder.',
  room: null,
  sentBy: { id: 8, name: 'Alex Admin' },
  sentAt: '2026-06-15T08:00:00.000Z',
  status: 'open',
  closedAt: null,
  closedBy: null,
  version: 1,
}));

let fake: FakeApi;
let tickets: Ticket[];

/** The server's side: the list filtered by status, newest first, and closing at the version read. */
function serveTickets() {
  fake.get('ticket/getTickets', ({ query }) => {
    const all = tickets.filter((x) => query.status === 'all' || x.status === (query.status ?? 'open'));
    const [page, pageSize] = [Number(query.page ?? 1), Number(query.pageSize ?? 50)];
    return ok({ items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize });
  });
  fake.post('ticket/closeTicket', ({ body }) => {
    const { ticketId, version } = body as { ticketId: number; version: number };
    const i = tickets.findIndex((x) => x.id === ticketId);
    if (tickets[i]!.version !== version) return fail(409, 'CONFLICT', 'Ticket #2 was changed since you read it; reload the list');
    tickets[i] = { ...tickets[i]!, status: 'closed', closedAt: '2026-06-16T09:30:00.000Z', closedBy: { id: 7, name: 'Camille Chat' }, version: version + 1 };
    return ok(tickets[i]);
  });
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Tickets' }))
    .getAllByRole('row')
    .slice(1);
const search = () => new URLSearchParams(window.location.search);

beforeEach(() => {
  fake = fakeApi();
  installChat(fake);
  tickets = [
    buildTicket({ id: 3, subject: 'Export en panne', room: { id: 1, name: 'Acme' } }),
    buildTicket({ id: 2, subject: 'Facture en double', sentBy: null }),
    buildTicket({
      id: 1,
      subject: 'Accès refusé',
      status: 'closed',
      closedAt: '2026-06-15T10:00:00.000Z',
      closedBy: { id: 8, name: 'Alex Admin' },
      version: 2,
    }),
  ];
  serveTickets();
});
afterEach(() => uninstallChat());

describe('Support tickets', () => {
  it('lists the open tickets with room, sender, time and status; the filter lives in the address', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/chat' });
    await user.click(await screen.findByRole('button', { name: 'Support tickets' }));
    expect(search().get('tab')).toBe('tickets');
    expect(search().get('status')).toBe('open');

    await screen.findByRole('table', { name: 'Tickets' });
    const sent = formatDateTime('2026-06-15T08:00:00.000Z');
    expect(rows().map((r) => r.textContent)).toEqual([
      `Export en panneMerci de regarder.AcmeAlex Admin${sent}OpenMark as done`,
      `Facture en doubleMerci de regarder.No roomUnknown${sent}OpenMark as done`,
    ]);
    expect(within(rows()[0]!).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/chat?room=1');
    expect(screen.getByText('2 tickets')).toBeInTheDocument();
    expect(fake.calls('GET', 'ticket/getTickets').map((c) => c.query)).toEqual([{ status: 'open', page: 1, pageSize: 50 }]);

    await user.click(screen.getByRole('radio', { name: 'Done' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(search().get('status')).toBe('closed');
    expect(rows()[0]).toHaveTextContent(`DoneBy Alex Admin, ${formatDateTime('2026-06-15T10:00:00.000Z')}`);
    expect(within(rows()[0]!).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(search().get('status')).toBe('all');
  });

  it('opens on the filter of its address; an empty filter says so', async () => {
    tickets = tickets.filter((x) => x.status === 'open');
    renderArea(<AppRoutes />, { path: '/chat?tab=tickets&status=closed' });
    expect(await screen.findByText('No ticket done yet')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Done' })).toBeChecked();
    expect(fake.calls('GET', 'ticket/getTickets').map((c) => c.query.status)).toEqual(['closed']);
  });

  it('a page past the end (its last tickets closed since) shows the last page', async () => {
    renderArea(<AppRoutes />, { path: '/chat?tab=tickets&status=open&page=3' });
    await screen.findByRole('table', { name: 'Tickets' });
    await waitFor(() => expect(search().get('page')).toBeNull());
    expect(rows()).toHaveLength(2);
    expect(fake.calls('GET', 'ticket/getTickets').map((c) => c.query.page)).toEqual([3, 1]);
  });

  it('marks a ticket done after a confirmation, at the version read; the list is read again', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/chat?tab=tickets&status=open' });
    await screen.findByRole('table', { name: 'Tickets' });
    await user.click(screen.getByRole('button', { name: 'Mark “Export en panne” as done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this ticket as done?' });
    expect(dialog).toHaveTextContent('“Export en panne” leaves the open tickets');
    expect(fake.calls('POST', 'ticket/closeTicket')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls('POST', 'ticket/closeTicket')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mark “Export en panne” as done' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(fake.calls('POST', 'ticket/closeTicket').map((c) => c.body)).toEqual([{ ticketId: 3, version: 1 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rows()[0]).toHaveTextContent('Facture en double');
  });

  it('a refused close (someone changed it) stays in the dialog with the reason', async () => {
    tickets[1] = { ...tickets[1]!, version: 5 };
    fake.get('ticket/getTickets', { items: [{ ...tickets[1]!, version: 4 }], total: 1, page: 1, pageSize: 50 });
    const { user } = renderArea(<AppRoutes />, { path: '/chat?tab=tickets' });
    await user.click(await screen.findByRole('button', { name: 'Mark “Facture en double” as done' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as done' }));
    expect(await within(screen.getByRole('dialog')).findByText(/changed since you read it/)).toBeInTheDocument();
  });
});
