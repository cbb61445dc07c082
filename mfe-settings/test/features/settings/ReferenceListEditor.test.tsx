import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../../src/app/routes';
import { fail, fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';

// Mantine pages take a while to render in jsdom on a busy machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const at = '2026-06-01T08:00:00.000Z';
const BRANDS = [
  { id: 1, name: 'Renault', code: 'REN', activityStatus: 'active', inUse: 3, version: 2, updatedAt: at },
  { id: 2, name: 'Peugeot', code: null, activityStatus: 'active', inUse: 0, version: 1, updatedAt: at },
];
const MODELS = [
  {
    id: 10,
    name: 'Kangoo',
    code: null,
    activityStatus: 'active',
    inUse: 4,
    version: 1,
    updatedAt: at,
    brandId: 1,
    brandName: 'Renault',
  },
  {
    id: 11,
    name: 'Partner',
    code: null,
    activityStatus: 'active',
    inUse: 0,
    version: 3,
    updatedAt: at,
    brandId: 2,
    brandName: 'Peugeot',
  },
];
const MESSAGES = [
  {
    id: 5,
    title: 'Bienvenue',
    body: 'Le portail évolue.',
    status: 'published',
    startsOn: null,
    endsOn: null,
    publishedAt: at,
    version: 1,
    updatedAt: at,
  },
];

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  api.get('vehicleBrands/getVehicleBrands', BRANDS);
  api.get('vehicleModels/getVehicleModels', (req) => [
    200,
    { data: MODELS.filter((m) => !req.query.brand || m.brandId === Number(req.query.brand)) },
  ]);
  api.get('messagesHome/getMessagesHome', MESSAGES);
});

const last = (method: string, path: string) => {
  const calls = api.calls(method, path);
  expect(calls.length).toBeGreaterThan(0);
  return calls[calls.length - 1];
};

async function open(path: string, table: string) {
  renderArea(<AppRoutes />, { path });
  return screen.findByRole('table', { name: table });
}

describe('the generic list editor: vehicle brands (name and code)', () => {
  it('lists the rows with their use, active by default; the side menu links every list', async () => {
    const table = await open('/settings?list=vehicleBrands', 'Vehicle brands');
    expect(within(table).getByText('Renault')).toBeInTheDocument();
    expect(within(table).getByText('Peugeot')).toBeInTheDocument();
    expect(last('GET', 'vehicleBrands/getVehicleBrands').query).toEqual({ activityStatus: 'active' });
    const nav = screen.getByRole('navigation', { name: 'Settings lists' });
    expect(within(nav).getByRole('link', { name: 'Vehicle models' })).toHaveAttribute(
      'href',
      '/settings?list=vehicleModels',
    );
    expect(within(nav).getByRole('link', { name: 'Vehicle brands' })).toHaveAttribute('aria-current', 'page');
  });

  it('checks the form, then sends the new brand and shows a duplicate refusal', async () => {
    const user = userEvent.setup();
    await open('/settings?list=vehicleBrands', 'Vehicle brands');
    api.post('vehicleBrands/addVehicleBrand', () =>
      fail(409, 'CONFLICT', 'A vehicle brand named "Renault" already exists'),
    );
    await user.click(screen.getByRole('button', { name: 'Add a vehicle brand' }));
    const form = await screen.findByRole('form', { name: 'Add a vehicle brand' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Required')).toBeInTheDocument();
    expect(api.calls('POST', 'vehicleBrands/addVehicleBrand')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Name/), ' renault ');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A vehicle brand named "Renault" already exists',
    );
    expect(last('POST', 'vehicleBrands/addVehicleBrand').body).toEqual({ name: 'renault' });
  });

  it("checks the item with its call's contract, in the area's words, before any call", async () => {
    const user = userEvent.setup();
    await open('/settings?list=vehicleBrands', 'Vehicle brands');
    await user.click(screen.getByRole('button', { name: 'Add a vehicle brand' }));
    const form = await screen.findByRole('form', { name: 'Add a vehicle brand' });
    expect(form).toHaveAttribute('novalidate');
    await user.type(within(form).getByLabelText(/Name/), 'Renault Trucks');
    await user.type(within(form).getByLabelText(/Code/), 'R'.repeat(31));
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('At most 30 characters')).toBeInTheDocument();
    expect(api.calls('POST', 'vehicleBrands/addVehicleBrand')).toHaveLength(0);
  });

  it('edits only what changed, with the version, and puts server field errors on the inputs', async () => {
    const user = userEvent.setup();
    await open('/settings?list=vehicleBrands', 'Vehicle brands');
    api.post('vehicleBrands/updateVehicleBrand', () =>
      fail(400, 'BAD_REQUEST', 'Invalid field: code', { code: 'At most 30 characters' }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit Renault' }));
    const form = await screen.findByRole('form', { name: 'Edit vehicle brand “Renault”' });
    await user.clear(within(form).getByLabelText(/Code/));
    await user.type(within(form).getByLabelText(/Code/), 'RNLT');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('At most 30 characters')).toBeInTheDocument();
    expect(last('POST', 'vehicleBrands/updateVehicleBrand').body).toEqual({
      id: 1,
      version: 2,
      code: 'RNLT',
    });
  });

  it('asks before making an item in use inactive, then sends the switch', async () => {
    const user = userEvent.setup();
    await open('/settings?list=vehicleBrands', 'Vehicle brands');
    api.post('vehicleBrands/updateVehicleBrand', (req) => [
      200,
      { data: { ...BRANDS[0], ...(req.body as object), version: 3, activityStatus: 'inactive' } },
    ]);
    await user.click(screen.getByRole('switch', { name: 'Active: Renault' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make “Renault” inactive?' });
    expect(dialog).toHaveTextContent('It is in use (3)');
    expect(api.calls('POST', 'vehicleBrands/updateVehicleBrand')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Make inactive' }));
    await waitFor(() =>
      expect(last('POST', 'vehicleBrands/updateVehicleBrand').body).toEqual({
        id: 1,
        version: 2,
        activityStatus: 'inactive',
      }),
    );
  });

  it('says when the list could not be loaded, with Retry', async () => {
    api.get('vehicleBrands/getVehicleBrands', () => fail(500, 'INTERNAL', 'Boom'));
    renderArea(<AppRoutes />, { path: '/settings?list=vehicleBrands' });
    expect(await screen.findByText('The vehicle brands could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the generic list editor: vehicle models (a brand select and a brand filter)', () => {
  it('filters by the brand in the address', async () => {
    const table = await open('/settings?list=vehicleModels&brand=2', 'Vehicle models');
    expect(within(table).getByText('Partner')).toBeInTheDocument();
    expect(within(table).queryByText('Kangoo')).toBeNull();
    expect(last('GET', 'vehicleModels/getVehicleModels').query).toEqual({
      activityStatus: 'active',
      brand: 2,
    });
  });

  it('requires a brand, then sends its id as a number', async () => {
    const user = userEvent.setup();
    await open('/settings?list=vehicleModels', 'Vehicle models');
    api.post('vehicleModels/addVehicleModel', (req) => [
      200,
      { data: { ...MODELS[1], id: 12, ...(req.body as object) } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Add a vehicle model' }));
    const form = await screen.findByRole('form', { name: 'Add a vehicle model' });
    await user.type(within(form).getByLabelText(/Name/), 'Master');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Required')).toBeInTheDocument();
    const brand = within(form).getByLabelText(/Brand/, { selector: 'input' });
    await user.click(brand);
    // The filter of the page has a brand select too: pick in the form's own list.
    const listbox = await waitFor(() => {
      const el = document.getElementById(brand.getAttribute('aria-controls') ?? '');
      expect(el).not.toBeNull();
      return el!;
    });
    await user.click(await within(listbox).findByRole('option', { name: 'Renault', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(last('POST', 'vehicleModels/addVehicleModel').body).toEqual({ name: 'Master', brandId: 1 }),
    );
  });
});

describe('home messages: a status filter and a preview of the landing page', () => {
  it('filters by status and previews the message as typed', async () => {
    const user = userEvent.setup();
    const table = await open('/settings?list=messagesHome&status=published', 'Home messages');
    expect(within(table).getByText('Bienvenue')).toBeInTheDocument();
    expect(last('GET', 'messagesHome/getMessagesHome').query).toEqual({ status: 'published' });
    await user.click(screen.getByRole('button', { name: 'Add a home message' }));
    const form = await screen.findByRole('form', { name: 'Add a home message' });
    await user.type(within(form).getByLabelText(/Title/), 'Fermeture');
    await user.type(within(form).getByLabelText(/Text/), 'Le 25 décembre.');
    const preview = within(form).getByRole('region', { name: 'Preview on the landing page' });
    expect(preview).toHaveTextContent('Fermeture');
    expect(preview).toHaveTextContent('Le 25 décembre.');
  });

  it('refuses a last day before the first day without calling the server', async () => {
    const user = userEvent.setup();
    await open('/settings?list=messagesHome', 'Home messages');
    await user.click(screen.getByRole('button', { name: 'Edit Bienvenue' }));
    const form = await screen.findByRole('form', { name: 'Edit home message “Bienvenue”' });
    await user.type(within(form).getByLabelText(/First day/), '2026-07-10');
    await user.type(within(form).getByLabelText(/Last day/), '2026-07-01');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Must be on or after the first day')).toBeInTheDocument();
    expect(api.calls('POST', 'messagesHome/updateMessageHome')).toHaveLength(0);
  });
});
