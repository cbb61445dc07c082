import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../../src/app/routes';
import { hasUnsavedChanges } from '@courier/shared';
import { fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const at = '2026-06-01T08:00:00.000Z';
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

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.get('vehicleBrands/getVehicleBrands', []);
  api.get('vehicleModels/getVehicleModels', MODELS);
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('settings lists: rows are links to their form, and the lists sort on their columns', () => {
  it('makes each row a link to its form, keeping the filters in the address', async () => {
    renderArea(<AppRoutes />, { path: '/settings?list=vehicleModels&brand=1' });
    const table = await screen.findByRole('table', { name: 'Vehicle models' });
    const link = await within(table).findByRole('link', { name: /Kangoo/ });
    expect(link).toHaveAttribute('href', '/settings?list=vehicleModels&brand=1&edit=10');
  });

  it('opens the form of the row named by the address', async () => {
    renderArea(<AppRoutes />, { path: '/settings?list=vehicleModels&edit=11' });
    expect(await screen.findByRole('form', { name: /Partner/ })).toBeInTheDocument();
  });

  it('sorts the models by brand from their header, in the address', async () => {
    const user = userEvent.setup();
    renderArea(<AppRoutes />, { path: '/settings?list=vehicleModels' });
    const table = await screen.findByRole('table', { name: 'Vehicle models' });
    expect(within(bodyRows(table)[0]).getByText('Kangoo')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Sort by brand/ }));
    expect(within(bodyRows(table)[0]).getByText('Partner')).toBeInTheDocument();
    expect(window.location.search).toContain('sort=brand');
  });

  it('asks before leaving for another page with changes typed in a form; Cancel discards them', async () => {
    const user = userEvent.setup();
    renderArea(<AppRoutes />, { path: '/settings?list=vehicleModels&edit=10' });
    const form = await screen.findByRole('form', { name: /Kangoo/ });
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(within(form).getByLabelText(/Code/), 'KGO');
    expect(hasUnsavedChanges()).toBe(true);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const cancelNavigation = jest.fn();
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: {
          oldUrl: 'http://localhost/settings?list=vehicleModels',
          newUrl: 'http://localhost/workers',
          cancelNavigation,
        },
      }),
    );
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(cancelNavigation).toHaveBeenCalled();
    confirm.mockRestore();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /Kangoo/ })).not.toBeInTheDocument());
    expect(hasUnsavedChanges()).toBe(false);
    expect(window.location.search).not.toContain('edit=');
  });
});
