import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { setRoles } from '@courier/shared';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { AppRoutes } from '../../../src/app/routes';
import { toVehiclesQuery } from '../../../src/features/vehicles/api/getVehicles';
import {
  buildVehicle,
  buildVehicleRow,
  expectSearchStartedFromTheBox,
  fail,
  fakeApi,
  renderArea,
  type FakeApi,
} from '@courier/shared/testing';
import { answerVehicleReferences } from './fixtures';

const VEHICLES = [
  buildVehicleRow({
    id: 1,
    contractEndingSoon: true,
    contractEndDate: dayjs().add(10, 'day').format('YYYY-MM-DD'),
  }),
  buildVehicleRow({ id: 2, worker: { id: 5, shortCode: 'PAR-0005', name: 'Ada Martin' } }),
  buildVehicleRow({ id: 3 }),
  buildVehicleRow({ id: 4, type: { id: 2, name: 'Bike' } }),
];

// Mantine pages take a while to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;

function defaults() {
  answerVehicleReferences(api);
  api.get('vehicles/getVehicles', (req) => {
    const types = String(req.query.typeIds ?? '')
      .split(',')
      .filter(Boolean)
      .map(Number);
    const search = String(req.query.search ?? '').toUpperCase();
    return [
      200,
      {
        data: VEHICLES.filter((v) => types.length === 0 || types.includes(v.type.id)).filter(
          (v) => !search || v.shortCode.includes(search),
        ),
      },
    ];
  });
}

const lastListQuery = () => {
  const calls = api.calls('GET', 'vehicles/getVehicles');
  return calls[calls.length - 1].query;
};

async function openList(path = '/vehicles') {
  renderArea(<AppRoutes />, { path });
  return screen.findByRole('table', { name: 'Vehicles' });
}

beforeEach(() => {
  api = fakeApi();
  defaults();
});

describe('/vehicles filters', () => {
  it('builds the query: empty filters left out, id lists comma-joined', () => {
    expect(
      toVehiclesQuery({
        search: ' ab ',
        activityStatus: 'all',
        typeIds: [1, 2],
        stateIds: [],
        contractIds: [3],
        brandIds: [],
        modelIds: [],
        fleetManagerIds: [],
        supplierIds: [7],
        contractEndingSoon: true,
      }),
    ).toEqual({
      activityStatus: 'all',
      search: 'ab',
      typeIds: '1,2',
      contractIds: '3',
      supplierIds: '7',
      contractEndingSoon: 'true',
    });
  });

  it('lists active vehicles by default and flags contracts ending within 30 days', async () => {
    const table = await openList();
    expect(lastListQuery()).toEqual({ activityStatus: 'active' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const row = within(table).getByRole('link', { name: 'VH-0001' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Contract ends soon')).toBeInTheDocument();
    const other = within(table).getByRole('link', { name: 'VH-0003' }).closest('tr') as HTMLElement;
    expect(within(other).queryByText('Contract ends soon')).toBeNull();
    expect(within(table).getByText('Ada Martin (PAR-0005)')).toBeInTheDocument();
  });

  it('sends the type, status, contract-ending and search filters and shows the answer', async () => {
    const user = userEvent.setup();
    await openList();
    await user.click(screen.getByLabelText('Type', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Bike', hidden: true }));
    await waitFor(() => expect(lastListQuery()).toEqual({ activityStatus: 'active', typeIds: '2' }));
    const table = screen.getByRole('table', { name: 'Vehicles' });
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(1));
    expect(within(table).getByRole('link', { name: 'VH-0004' })).toBeInTheDocument();

    await user.click(screen.getByLabelText('Activity status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'All', hidden: true }));
    await waitFor(() => expect(lastListQuery()).toEqual({ activityStatus: 'all', typeIds: '2' }));

    await user.click(screen.getByRole('checkbox', { name: 'Contract ending within 30 days' }));
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ activityStatus: 'all', typeIds: '2', contractEndingSoon: 'true' }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'vh-0003');
    await waitFor(() => expect(lastListQuery()).toEqual({ activityStatus: 'active', search: 'vh-0003' }));
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(1));
    expect(window.location.search).toBe('?q=vh-0003');
  });

  it('reads its filters from the address', async () => {
    await openList('/vehicles?typeIds=1&stateIds=2&status=inactive');
    expect(lastListQuery()).toEqual({ activityStatus: 'inactive', typeIds: '1', stateIds: '2' });
  });

  it('sorts the shown vehicles by a column header, the sort kept in the address', async () => {
    const user = userEvent.setup();
    const table = await openList();
    const codes = () => within(table).getAllByRole('link').map((link) => link.textContent);
    expect(codes()).toEqual(['VH-0001', 'VH-0002', 'VH-0003', 'VH-0004']);
    await user.click(screen.getByRole('button', { name: 'Sort by type' }));
    expect(codes()).toEqual(['VH-0004', 'VH-0001', 'VH-0002', 'VH-0003']);
    expect(window.location.search).toBe('?sort=type');
    await user.click(screen.getByRole('button', { name: 'Sort by type, now ascending' }));
    expect(codes()).toEqual(['VH-0001', 'VH-0002', 'VH-0003', 'VH-0004']);
    expect(window.location.search).toBe('?sort=-type');
    expect(api.calls('GET', 'vehicles/getVehicles')).toHaveLength(1); // sorted on the page
  });

  it('makes each row a real link to its vehicle, beside its tick box', async () => {
    const table = await openList();
    const link = within(table).getByRole('link', { name: 'VH-0002' });
    expect(link).toHaveAttribute('href', '/vehicles/VH-0002');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    expect(within(row).getByRole('checkbox', { name: 'Select VH-0002' })).toBeInTheDocument();
  });

  it("links a row's driver to the worker's page, above the row's own link, for those who may open it", async () => {
    act(() => setRoles(['VEHICLES', 'WORKERS']));
    try {
      const table = await openList();
      const row = within(table).getByRole('link', { name: 'VH-0002' }).closest('tr') as HTMLElement;
      expect(within(row).getByRole('link', { name: 'Ada Martin (PAR-0005)' })).toHaveAttribute(
        'href',
        '/workers/PAR-0005',
      );
    } finally {
      act(() => setRoles([]));
    }
  });

  it('shows the status badge whole, never cut', async () => {
    const table = await openList();
    const row = within(table).getByRole('link', { name: 'VH-0001' }).closest('tr') as HTMLElement;
    for (const text of ['Active', 'Contract ends soon']) {
      const badge = within(row).getByText(text);
      expect(getComputedStyle(badge).textOverflow).not.toBe('ellipsis');
      expect(getComputedStyle(badge).overflow).toBe('visible');
    }
  });

  it("exports the whole filtered set from the server's export call, ';' by default", async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:vehicles'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    api.get('vehicles/exportVehicles', () => [
      200,
      new Blob(['\ufeffShort code;Plate\r\n']),
      { 'content-disposition': 'attachment; filename="vehicles-2026-12-02.csv"' },
    ]);
    await openList('/vehicles?typeIds=1&status=all&q=vh&contractEndingSoon=1');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export the vehicles' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['vehicles-2026-12-02.csv']));
    click.mockRestore();
    expect(api.calls('GET', 'vehicles/exportVehicles')[0].query).toEqual({
      ...lastListQuery(),
      sep: ';',
    });
    expect(lastListQuery()).toMatchObject({ activityStatus: 'all', typeIds: '1', search: 'vh' });
  });

  it('says when no vehicle matches', async () => {
    api.get('vehicles/getVehicles', []);
    renderArea(<AppRoutes />, { path: '/vehicles' });
    expect(await screen.findByText('No vehicle matches')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails', async () => {
    api.get('vehicles/getVehicles', () => fail(403, 'FORBIDDEN', 'Your roles do not allow this call'));
    renderArea(<AppRoutes />, { path: '/vehicles' });
    expect(await screen.findByText('Your roles do not allow this call')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/vehicles bulk comment', () => {
  it('adds one comment to the vehicles confirmed in the list (one can be unticked), then reports', async () => {
    api.post('vehicles/addComment', (req) => {
      const body = req.body as { comment: string; vehicleShortCodes: string[] };
      return [200, { data: { count: body.vehicleShortCodes.length, comments: [] } }];
    });
    const user = userEvent.setup();
    await openList();
    const bulk = screen.getByRole('button', { name: /^Add comment/ });
    expect(bulk).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select VH-0001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select VH-0003' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select VH-0004' }));
    expect(bulk).toHaveTextContent('Add comment (3)');
    await user.click(bulk);

    const dialog = await screen.findByRole('dialog', { name: 'Add a comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Next: the vehicles' }));
    expect(await within(dialog).findByText('A comment is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Comment/), '  Winter tyres fitted  ');
    await user.click(within(dialog).getByRole('button', { name: 'Next: the vehicles' }));
    // The list first, every vehicle ticked; nothing sent yet.
    const confirm = await screen.findByRole('dialog', { name: 'Add the comment to these vehicles?' });
    expect(within(confirm).getByText('“Winter tyres fitted”')).toBeInTheDocument();
    expect(api.calls('POST', 'vehicles/addComment')).toHaveLength(0);
    await user.click(within(confirm).getByRole('checkbox', { name: 'VH-0003' }));
    await user.click(within(confirm).getByRole('button', { name: 'Add to 2 vehicles' }));
    await waitFor(() => expect(api.calls('POST', 'vehicles/addComment')).toHaveLength(1));
    expect(api.calls('POST', 'vehicles/addComment')[0].body).toEqual({
      comment: 'Winter tyres fitted',
      vehicleShortCodes: ['VH-0001', 'VH-0004'],
    });
    // The report: two done, one left out.
    expect(await within(confirm).findByRole('status')).toHaveTextContent(/2.*1.*0/);
    await user.click(within(confirm).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Add comment/ })).toBeDisabled());
  });

  it('a refused comment fails every vehicle (all or nothing) and can be retried', async () => {
    let answers = 0;
    api.post('vehicles/addComment', () =>
      ++answers === 1 ? fail(404, 'NOT_FOUND', 'No vehicle VH-0004') : [200, { data: { count: 1, comments: [] } }],
    );
    const user = userEvent.setup();
    await openList();
    await user.click(screen.getByRole('checkbox', { name: 'Select VH-0004' }));
    await user.click(screen.getByRole('button', { name: 'Add comment (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a comment' });
    await user.type(within(dialog).getByLabelText(/Comment/), 'Checked');
    await user.click(within(dialog).getByRole('button', { name: 'Next: the vehicles' }));
    const confirm = await screen.findByRole('dialog', { name: 'Add the comment to these vehicles?' });
    await user.click(within(confirm).getByRole('button', { name: 'Add to 1 vehicle' }));
    expect(await within(confirm).findByText(/No vehicle VH-0004/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(api.calls('POST', 'vehicles/addComment')).toHaveLength(2));
  });

  it('"select all" picks every shown vehicle', async () => {
    const user = userEvent.setup();
    await openList();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown vehicles' }));
    expect(screen.getByRole('button', { name: /^Add comment/ })).toHaveTextContent('Add comment (4)');
  });
});

describe('/vehicles add vehicle', () => {
  it('validates, sends the filled attributes only and opens the new vehicle', async () => {
    const at = '2026-11-20T10:00:00+01:00';
    const created = buildVehicle({ id: 100, version: 1, createdAt: at, updatedAt: at });
    api.post('vehicles/addVehicle', () => [200, { data: created }]);
    api.get('vehicles/VH-0100', created);
    const user = userEvent.setup();
    await openList();
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a vehicle' });
    const form = await within(dialog).findByRole('form', { name: 'Add a vehicle' });
    await user.click(within(form).getByRole('button', { name: 'Add vehicle' }));
    expect(await within(form).findByText('2 to 20 letters, digits or dashes')).toBeInTheDocument();
    expect(within(form).getByText('Pick a type')).toBeInTheDocument();
    expect(api.calls('POST', 'vehicles/addVehicle')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Short code/), 'vh-0100');
    await user.type(within(form).getByLabelText('Plate'), 'ab-123-cd');
    const typeInput = within(form).getByLabelText(/Type/, { selector: 'input' });
    await user.click(typeInput);
    // The options of this input's own list (the filter bar has a "Type" list too).
    const listbox = await waitFor(() => {
      const el = document.getElementById(typeInput.getAttribute('aria-controls') ?? '');
      if (!el) throw new Error('no listbox yet');
      return el;
    });
    await user.click(within(listbox).getByRole('option', { name: 'Van', hidden: true }));
    await user.type(within(form).getByLabelText('Mileage (km)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Add vehicle' }));
    await waitFor(() => expect(api.calls('POST', 'vehicles/addVehicle')).toHaveLength(1));
    expect(api.calls('POST', 'vehicles/addVehicle')[0].body).toEqual({
      shortCode: 'VH-0100',
      typeId: 1,
      plate: 'AB-123-CD',
      mileageKm: 100,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle VH-0100' })).toBeInTheDocument();
  }, 90_000);
});

describe('/vehicles search', () => {
  it('starts the call from the search box, and the page asks once for the term', async () => {
    const user = userEvent.setup();
    await openList();
    await expectSearchStartedFromTheBox(user, api, { path: 'vehicles/getVehicles', param: 'search', term: 'VH-0002' });
  });
});
