import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  buildPage,
  buildWorkerRow,
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

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
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

  it('exports exactly what is shown as CSV: the filtered rows and the chosen columns, formulas neutralised', async () => {
    const blobs: Blob[] = [];
    const created = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:workers';
    });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    // The browser saves the file when the link is clicked; jsdom cannot navigate, so note the name.
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = openList();
    await screen.findByText('PAR-0001');

    // hide "Phone" and "Vehicle"
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Phone' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vehicle' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Phone' })).not.toBeInTheDocument(),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Du');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(created).toHaveBeenCalledTimes(1);
    expect(saved).toEqual(['workers-active.csv']);
    click.mockRestore();
    const text = await readBlob(blobs[0]);
    expect(text.replace(/^\ufeff/, '')).toBe(
      [
        'Short code,Last name,First name,Team,Agency,Status',
        'PAR-0001,Dupont,Jeanne,Bikes,Paris Nord,active',
        `PAR-0003,"'=Durand, ""la rapide""",Léa,Bikes,Paris Nord,active`,
        '',
      ].join('\r\n'),
    );
  });

  it('links each row to the worker page by short code', async () => {
    openList();
    const link = await screen.findByRole('link', { name: 'PAR-0002' });
    expect(link).toHaveAttribute('href', '/workers/PAR-0002');
  });

  it('shows the error with a Retry when the list cannot be loaded', async () => {
    fake.get('workers/getWorkers', () => fail(403, 'FORBIDDEN', 'Not allowed for your roles'));
    openList();
    expect(await screen.findByText('The workers could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Not allowed for your roles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
