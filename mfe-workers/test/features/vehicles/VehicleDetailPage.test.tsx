import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../../src/app/routes';
import { translate } from '../../../src/i18n';
import { confirmLeave, hasUnsavedChanges, setRoles } from '@courier/shared';
import { buildVehicle, buildVehicleRow, fail, fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';
import { answerVehicleReferences } from './fixtures';

const DRIVER_CONFLICT_MESSAGE = translate('vehicles.conflict.driver');
const VEHICLE_CONFLICT_MESSAGE = translate('vehicles.conflict.edit');

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const NOW = '2026-11-20T10:00:00+01:00';
const ada = { id: 5, shortCode: 'PAR-0005', name: 'Ada Martin' };
const detail = (over: Parameters<typeof buildVehicle>[0] = {}) =>
  buildVehicle({
    id: 7,
    contract: null,
    contractEndDate: null,
    worker: ada,
    firstRegistrationOn: '2022-03-01',
    createdAt: NOW,
    updatedAt: NOW,
    comments: [{ id: 1, vehicleId: 7, comment: 'Brakes replaced', at: NOW, userName: 'fleet' }],
    assignments: [
      { id: 3, vehicleId: 7, worker: ada, startedAt: NOW, endedAt: null, startedBy: 'fleet', endedBy: null },
    ],
    ...over,
  });

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  answerVehicleReferences(api);
  api.get('vehicles/VH-0007', detail());
  api.get('workers/getWorkersLight', [ada, { id: 6, shortCode: 'PAR-0006', name: 'Bob Leroy' }]);
  // Who drives what (the driver picker's hints): nobody else by default.
  api.get('vehicles/getVehicles', []);
});

/** The vehicle's page, its attributes shown read-only. */
async function openDetail(code = 'VH-0007') {
  renderArea(<AppRoutes />, { path: `/vehicles/${code}` });
  return screen.findByRole('button', { name: 'Edit' });
}

/** The page, then "Edit": the attributes' form. */
async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await openDetail());
  return screen.findByRole('form', { name: 'Vehicle attributes' });
}

describe('/vehicles/:shortCode', () => {
  it('says clearly when the vehicle does not exist (404)', async () => {
    api.get('vehicles/NOPE-1', () => fail(404, 'NOT_FOUND', 'No vehicle NOPE-1'));
    renderArea(<AppRoutes />, { path: '/vehicles/NOPE-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle not found' })).toBeInTheDocument();
    expect(screen.getByTestId('vehicle-not-found')).toHaveTextContent('NOPE-1');
    expect(screen.getByRole('link', { name: /All vehicles/ })).toHaveAttribute('href', '/vehicles');
  });

  it('shows the newest 20 comments with the vehicle and fetches older pages on demand', async () => {
    const comment = (n: number) => ({ id: n, vehicleId: 7, comment: `Note ${n}`, at: NOW, userName: 'fleet' });
    api.get('vehicles/VH-0007', detail({ comments: Array.from({ length: 20 }, (_, i) => comment(25 - i)), commentsTotal: 25 }));
    api.get('vehicles/getVehicleComments', ({ query }) => [
      200,
      { data: { items: [5, 4, 3, 2, 1].map(comment), total: 25, page: Number(query.page), pageSize: 20 } },
    ]);
    const user = userEvent.setup();
    await openDetail();
    expect(screen.getByText('Note 25')).toBeInTheDocument();
    expect(screen.getByText('25 comments in all, 20 a page')).toBeInTheDocument();
    expect(api.calls('GET', 'vehicles/getVehicleComments')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Page 2 of comments' }));
    expect(await screen.findByText('Note 1')).toBeInTheDocument();
    expect(screen.queryByText('Note 25')).not.toBeInTheDocument();
    expect(api.calls('GET', 'vehicles/getVehicleComments')[0].query).toMatchObject({ vehicleId: 7, page: 2, pageSize: 20 });
  });

  it('shows the attributes read-only until "Edit"', async () => {
    api.get('vehicles/VH-0007', detail({ mileageKm: 12345, comment: 'Spare key at the desk' }));
    await openDetail();
    const region = screen.getByRole('region', { name: 'Attributes' });
    expect(within(region).queryByRole('form')).toBeNull();
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(within(region).getByText('12,345')).toBeInTheDocument();
    expect(within(region).getByText('01/03/2022')).toBeInTheDocument();
    expect(within(region).getByText('Spare key at the desk')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Edit' }));
    const form = await within(region).findByRole('form', { name: 'Vehicle attributes' });
    expect(within(form).getByLabelText('Mileage (km)')).toHaveValue('12345');
    // Cancel without changes: straight back to the view.
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await within(region).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('asks before discarding unsaved changes: Cancel, leaving the portal page and closing the tab', async () => {
    const user = userEvent.setup();
    const form = await openForm(user);
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(within(form).getByLabelText('Mileage (km)'), '9');
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));

    // Closing or reloading the tab: the browser's own question.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // A portal link: the question in the page's language; "stay" keeps the form.
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    expect(confirmLeave()).toBe(false);
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave and lose them?');
    confirm.mockRestore();

    // Cancel asks first; discarding goes back to the view and unregisters the guard.
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    expect(api.calls('POST', 'vehicles/updateVehicleData')).toHaveLength(0);
  });

  it('sends only the changed attributes with id and version', async () => {
    api.post('vehicles/updateVehicleData', (req) => [
      200,
      { data: { ...detail(), ...(req.body as object), version: 3 } },
    ]);
    const user = userEvent.setup();
    const form = await openForm(user);
    expect(screen.getByText('Brakes replaced')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Mileage (km)'));
    await user.type(within(form).getByLabelText('Mileage (km)'), '15500');
    await user.clear(within(form).getByLabelText('Plate'));
    await user.click(within(form).getByRole('button', { name: 'Save vehicle' }));
    await waitFor(() => expect(api.calls('POST', 'vehicles/updateVehicleData')).toHaveLength(1));
    expect(api.calls('POST', 'vehicles/updateVehicleData')[0].body).toEqual({
      id: 7,
      version: 2,
      mileageKm: 15500,
      plate: null,
    });
    // Saved: back to the read-only view.
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Vehicle attributes' })).toBeNull();
  });

  it('on a stale version (409) says so and shows the latest values', async () => {
    api.post('vehicles/updateVehicleData', () => fail(409, 'CONFLICT', 'The vehicle was changed meanwhile'));
    const user = userEvent.setup();
    const form = await openForm(user);
    api.get('vehicles/VH-0007', detail({ version: 3, mileageKm: 13000 }));
    await user.clear(within(form).getByLabelText('Mileage (km)'));
    await user.type(within(form).getByLabelText('Mileage (km)'), '99');
    await user.click(within(form).getByRole('button', { name: 'Save vehicle' }));
    expect(await within(form).findByText(VEHICLE_CONFLICT_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Mileage (km)')).toHaveValue('13000'));
  });

  it('validates before sending', async () => {
    const user = userEvent.setup();
    const form = await openForm(user);
    await user.clear(within(form).getByLabelText(/Short code/));
    await user.type(within(form).getByLabelText(/Short code/), 'x');
    await user.clear(within(form).getByLabelText('Mileage (km)'));
    await user.type(within(form).getByLabelText('Mileage (km)'), '12.5');
    // A day the call refuses (its own range), said in the page's words.
    await user.clear(within(form).getByLabelText('First registration'));
    await user.type(within(form).getByLabelText('First registration'), '01/01/1850');
    await user.click(within(form).getByRole('button', { name: 'Save vehicle' }));
    expect(await within(form).findByText('2 to 20 letters, digits or dashes')).toBeInTheDocument();
    expect(within(form).getByText(/A whole number of km/)).toBeInTheDocument();
    expect(within(form).getByLabelText('First registration')).toHaveAccessibleDescription(/A date from .*1900 to .*2100/);
    expect(api.calls('POST', 'vehicles/updateVehicleData')).toHaveLength(0);
  });

  it("dissociates the driver only after confirming, with the vehicle's version", async () => {
    api.post('vehicles/dissociateVehicle', () => [
      200,
      {
        data: {
          id: 3,
          vehicleId: 7,
          worker: ada,
          startedAt: NOW,
          endedAt: NOW,
          startedBy: 'fleet',
          endedBy: 'me',
          vehicleVersion: 3,
        },
      },
    ]);
    const user = userEvent.setup();
    await openDetail();
    expect(screen.getByTestId('current-driver')).toHaveTextContent('Ada Martin');
    await user.click(
      within(screen.getByRole('region', { name: 'Driver' })).getByRole('button', { name: 'Dissociate' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Dissociate the driver?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST', 'vehicles/dissociateVehicle')).toHaveLength(0);

    await user.click(
      within(screen.getByRole('region', { name: 'Driver' })).getByRole('button', { name: 'Dissociate' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Dissociate the driver?' });
    api.get(
      'vehicles/VH-0007',
      detail({ worker: null, version: 3, assignments: [{ ...detail().assignments[0], endedAt: NOW }] }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Dissociate' }));
    await waitFor(() => expect(api.calls('POST', 'vehicles/dissociateVehicle')).toHaveLength(1));
    expect(api.calls('POST', 'vehicles/dissociateVehicle')[0].body).toEqual({
      vehicleId: 7,
      workerId: 5,
      version: 2,
    });
    await waitFor(() => expect(screen.queryByTestId('current-driver')).toBeNull());
    expect(screen.getByLabelText('Assign to a worker', { selector: 'input' })).toBeInTheDocument();
  });

  it('assigns a worker picked from the light list', async () => {
    api.get('vehicles/VH-0007', detail({ worker: null, assignments: [] }));
    api.post('vehicles/assignVehicle', () => [
      200,
      {
        data: {
          id: 4,
          vehicleId: 7,
          worker: { id: 6, shortCode: 'PAR-0006', name: 'Bob Leroy' },
          startedAt: NOW,
          endedAt: null,
          startedBy: 'me',
          endedBy: null,
          vehicleVersion: 3,
        },
      },
    ]);
    const user = userEvent.setup();
    await openDetail();
    expect(screen.getByText('Never assigned')).toBeInTheDocument();
    await pickAndAssign(user, 'Bob Leroy (PAR-0006)');
    await waitFor(() => expect(api.calls('POST', 'vehicles/assignVehicle')).toHaveLength(1));
    expect(api.calls('POST', 'vehicles/assignVehicle')[0].body).toEqual({
      vehicleId: 7,
      workerId: 6,
      version: 2,
    });
  });

  it("links the driver to the worker's page for a user who may open the workers, plain text otherwise", async () => {
    act(() => setRoles(['VEHICLES', 'WORKERS']));
    try {
      await openDetail();
      const driver = screen.getByTestId('current-driver');
      expect(within(driver).getByRole('link', { name: 'Ada Martin' })).toHaveAttribute('href', '/workers/PAR-0005');
      const history = screen.getByRole('table', { name: 'Assignment history' });
      expect(within(history).getByRole('link', { name: 'Ada Martin (PAR-0005)' })).toHaveAttribute(
        'href',
        '/workers/PAR-0005',
      );
      act(() => setRoles(['VEHICLES']));
      await waitFor(() => expect(within(driver).queryByRole('link')).toBeNull());
      expect(driver).toHaveTextContent('Ada Martin');
      expect(within(history).queryByRole('link')).toBeNull();
    } finally {
      act(() => setRoles([]));
    }
  });

  it('the driver picker says who already drives another vehicle, and does not offer them', async () => {
    api.get('vehicles/VH-0007', detail({ worker: null, assignments: [] }));
    api.get('vehicles/getVehicles', [
      buildVehicleRow({ id: 9, shortCode: 'VH-0009', worker: { id: 6, shortCode: 'PAR-0006', name: 'Bob Leroy' } }),
      buildVehicleRow({ id: 10, shortCode: 'VH-0010', worker: null }),
    ]);
    const user = userEvent.setup();
    await openDetail();
    await waitFor(() => expect(api.calls('GET', 'vehicles/getVehicles')).toHaveLength(1));
    expect(api.calls('GET', 'vehicles/getVehicles')[0].query).toEqual({ activityStatus: 'all' });
    await user.click(screen.getByLabelText('Assign to a worker', { selector: 'input' }));
    const taken = await screen.findByRole('option', { name: 'Bob Leroy (PAR-0006) · drives VH-0009', hidden: true });
    expect(taken).toHaveAttribute('data-combobox-disabled', 'true');
    const free = screen.getByRole('option', { name: 'Ada Martin (PAR-0005)', hidden: true });
    expect(free).not.toHaveAttribute('data-combobox-disabled');
  });

  it('on a stale version (409) says someone else changed the vehicle and shows the latest driver', async () => {
    api.get('vehicles/VH-0007', detail({ worker: null, assignments: [] }));
    api.post('vehicles/assignVehicle', () =>
      fail(
        409,
        'CONFLICT',
        'This vehicle was changed by someone else since you opened it; reload it and redo your change',
      ),
    );
    const user = userEvent.setup();
    await openDetail();
    // Meanwhile a colleague gave the vehicle to Ada.
    api.get('vehicles/VH-0007', detail({ version: 3 }));
    await pickAndAssign(user, 'Bob Leroy (PAR-0006)');
    const region = screen.getByRole('region', { name: 'Driver' });
    expect(await within(region).findByText(DRIVER_CONFLICT_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(within(region).getByTestId('current-driver')).toHaveTextContent('Ada Martin'));
    expect(api.calls('POST', 'vehicles/assignVehicle')[0].body).toEqual({
      vehicleId: 7,
      workerId: 6,
      version: 2,
    });
  });

  it("another 409 (the worker already drives a vehicle) shows the server's reason, not a version conflict", async () => {
    api.get('vehicles/VH-0007', detail({ worker: null, assignments: [] }));
    api.post('vehicles/assignVehicle', () =>
      fail(409, 'CONFLICT', 'Worker PAR-0006 already drives VH-0009: dissociate it first'),
    );
    const user = userEvent.setup();
    await openDetail();
    await pickAndAssign(user, 'Bob Leroy (PAR-0006)');
    const region = screen.getByRole('region', { name: 'Driver' });
    expect(await within(region).findByText(/already drives VH-0009/)).toBeInTheDocument();
    expect(within(region).queryByText(DRIVER_CONFLICT_MESSAGE)).toBeNull();
  });
});

async function pickAndAssign(user: ReturnType<typeof userEvent.setup>, option: string) {
  await user.click(screen.getByLabelText('Assign to a worker', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
  await user.click(screen.getByRole('button', { name: 'Assign' }));
}
