import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  buildPage,
  buildWorkerRow,
  expectSearchStartedFromTheBox,
  fail,
  fakeApi,
  ok,
  renderArea,
  type FakeApi,
  type FakeHandler,
} from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';

// The page is a lazy chunk: its first import (evaluating its modules) happens while the test waits
// for it, and Mantine pages take a while to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const WORKERS = [
  buildWorkerRow({ id: 1, firstName: 'Jeanne', lastName: 'Dupont', phone: '06 11 11 11 11' }),
  buildWorkerRow({
    id: 2,
    firstName: 'Paul',
    lastName: 'Martin',
    phone: null,
    vehicle: { id: 7, shortCode: 'VH-7', plate: 'AB-123-CD' },
  }),
  // A name that a spreadsheet would run as a formula: the export neutralises it.
  buildWorkerRow({ id: 3, firstName: 'Léa', lastName: '=Durand, "la rapide"', phone: '06 33 33 33 33' }),
  buildWorkerRow({ id: 4, firstName: 'Ana', lastName: 'Ancienne', activityStatus: 'inactive' }),
];

/** The fake server's getWorkers over `rows`: status filter, a search on code and names, and pages, like the real one. */
const workersOf =
  (rows: typeof WORKERS): FakeHandler =>
  ({ query }) => {
    const status = (query.activityStatus as string | undefined) ?? 'active';
    const search = String(query.search ?? '').toLowerCase();
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 100);
    const matching = rows
      .filter((w) => status === 'all' || w.activityStatus === status)
      .filter((w) => !search || `${w.shortCode} ${w.firstName} ${w.lastName}`.toLowerCase().includes(search));
    return ok(
      buildPage(matching.slice((page - 1) * pageSize, page * pageSize), { page, pageSize, total: matching.length }),
    );
  };
const getWorkers = workersOf(WORKERS);

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Workers' });
  return within(table).getAllByRole('row').slice(1);
}

// Typing and Mantine transitions on 2 shared cores: more than jest's 5 s default.
jest.setTimeout(30_000);

let fake: FakeApi;

beforeEach(() => {
  fake = fakeApi();
  fake.get('workers/getWorkers', getWorkers);
});

const openList = (path = '/workers') => renderArea(<AppRoutes />, { path });

describe('/workers list', () => {
  it('shows active workers by default, and inactive or all on demand', async () => {
    const { user } = openList();
    expect(await screen.findByText('PAR-0001')).toBeInTheDocument();
    expect(fake.calls('GET', 'workers/getWorkers')[0].query).toMatchObject({ activityStatus: 'active' });
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByText('PAR-0004')).not.toBeInTheDocument();
    expect(screen.getByText('3 workers shown')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    expect(await screen.findByText('PAR-0004')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(fake.calls('GET', 'workers/getWorkers').at(-1)!.query).toMatchObject({
      activityStatus: 'inactive',
    });
    expect(window.location.search).toBe('?status=inactive');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
  });

  it('narrows the list with the search and says when nothing matches', async () => {
    const { user } = openList();
    await screen.findByText('PAR-0001');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'dur');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('PAR-0003')).toBeInTheDocument();
    expect(fake.calls('GET', 'workers/getWorkers').at(-1)!.query).toMatchObject({
      activityStatus: 'active',
      search: 'dur',
    });

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No worker matches these filters')).toBeInTheDocument();
  });

  it('reads its filters from the address', async () => {
    openList('/workers?status=all&q=anc');
    expect(await screen.findByText('PAR-0004')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('anc');
    expect(fake.calls('GET', 'workers/getWorkers')[0].query).toMatchObject({
      activityStatus: 'all',
      search: 'anc',
    });
    expect(bodyRows()).toHaveLength(1);
  });

  it('asks the server for a page of 100 and moves through the pages with the total it answers', async () => {
    const many = Array.from({ length: 230 }, (_, i) => buildWorkerRow({ id: i + 1, lastName: `Name${i + 1}` }));
    fake.get('workers/getWorkers', workersOf(many));
    const { user } = openList();
    expect(await screen.findByText('PAR-0001')).toBeInTheDocument();
    expect(fake.calls('GET', 'workers/getWorkers')[0].query).toMatchObject({ page: 1, pageSize: 100 });
    expect(screen.getByText('100 of 230 workers shown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('PAR-0201')).toBeInTheDocument();
    expect(screen.getByText('30 of 230 workers shown')).toBeInTheDocument();
    expect(fake.calls('GET', 'workers/getWorkers').at(-1)!.query).toMatchObject({ page: 3, pageSize: 100 });
    expect(screen.queryByText('PAR-0001')).not.toBeInTheDocument();
  });

  it('sorts through the server when a column header is clicked', async () => {
    const { user } = openList();
    await screen.findByText('PAR-0001');
    await user.click(screen.getByRole('button', { name: 'Sort by team' }));
    await waitFor(() =>
      expect(fake.calls('GET', 'workers/getWorkers').at(-1)!.query).toMatchObject({
        sort: 'team',
        order: 'asc',
      }),
    );
    await user.click(screen.getByRole('button', { name: /Sort by team, now ascending/ }));
    await waitFor(() =>
      expect(fake.calls('GET', 'workers/getWorkers').at(-1)!.query).toMatchObject({
        sort: 'team',
        order: 'desc',
      }),
    );
  });

  it("exports the whole filtered set in its sort from the server's export call, with the chosen separator", async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:workers'), revokeObjectURL: jest.fn() });
    // The browser saves the file when the link is clicked; jsdom cannot navigate, so note the name.
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    fake.get('workers/exportWorkers', () => [
      200,
      new Blob(['\ufeffShort code;Last name\r\n']),
      { 'content-disposition': 'attachment; filename="workers-2026-12-02.csv"' },
    ]);
    const { user } = openList('/workers?status=all&q=Du&sort=-team');
    await screen.findByRole('table', { name: 'Workers' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the workers' });
    // ';' for Excel with French settings unless the user picks ','.
    expect(within(dialog).getByRole('radio', { name: /Semicolon/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Comma/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['workers-2026-12-02.csv']));
    click.mockRestore();
    const query = fake.calls('GET', 'workers/exportWorkers')[0].query;
    expect(query).toMatchObject({ activityStatus: 'all', search: 'Du', sort: 'team', order: 'desc', sep: ',' });
    // The whole set, not the page shown.
    expect(query).not.toHaveProperty('page');
    expect(query).not.toHaveProperty('pageSize');
  });

  it('makes each row a real link to the worker page by short code (one link per row)', async () => {
    openList();
    const link = await screen.findByRole('link', { name: 'PAR-0002' });
    expect(link).toHaveAttribute('href', '/workers/PAR-0002');
    const row = link.closest('tr')!;
    expect(within(row).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the status badge whole, never cut', async () => {
    openList();
    await screen.findByRole('link', { name: 'PAR-0001' });
    const badge = within(screen.getByRole('link', { name: 'PAR-0001' }).closest('tr')!).getByText('Active');
    expect(getComputedStyle(badge).textOverflow).not.toBe('ellipsis');
    expect(getComputedStyle(badge).overflow).toBe('visible');
  });

  it('shows the error with a Retry when the list cannot be loaded', async () => {
    fake.get('workers/getWorkers', () => fail(403, 'FORBIDDEN', 'Not allowed for your roles'));
    openList();
    expect(await screen.findByText('The workers could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Not allowed for your roles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/workers search', () => {
  it('starts the call from the search box, and the page asks once for the term', async () => {
    const { user } = openList();
    expect(await screen.findByText('PAR-0001')).toBeInTheDocument();
    await expectSearchStartedFromTheBox(user, fake, { path: 'workers/getWorkers', param: 'search', term: 'dupont' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });
});
