import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const at = '2026-06-01T08:00:00.000Z';
const row = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  code: null,
  activityStatus: 'active',
  inUse: 0,
  version: 1,
  updatedAt: at,
  ...extra,
});

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.get('gtaType/listGtaTypes', [row(1, 'Congés payés', { isAbsence: true, inUse: 12 }), row(2, 'Travail', { isAbsence: false })]);
  api.get('financeAndBusiness/listBusinessUnits', [row(3, 'Express', { financeUnitId: 7, financeUnitName: 'Nord' })]);
  api.get('financeAndBusiness/getFinanceUnit', [{ id: 7, name: 'Nord', code: null, activityStatus: 'active' }]);
  api.get('profile/getProfiles', [
    { id: 1, name: 'Planner', roles: ['SHIFTS', 'REGULAR'] },
    { id: 2, name: 'Accounting', roles: ['FINANCE', 'CLIENTS'] },
  ]);
  api.get('company/getCompanies', [{ id: 4, name: 'Courier Paris SAS', code: 'PAR', activityStatus: 'active' }]);
});

describe('reference lists in the settings', () => {
  it('GTA types: the generic editor, with the absence and paid flags sent as true/false', async () => {
    const area = renderArea(<AppRoutes />, { path: '/settings?list=gtaTypes' });
    const table = await screen.findByRole('table', { name: 'GTA types' });
    expect(within(table).getByText('Congés payés')).toBeInTheDocument();
    expect(within(table).getAllByText('Yes')).toHaveLength(1);
    api.post('gtaType/addGtaType', (req) => ok(row(9, 'Formation', req.body as object)));
    await area.user.click(screen.getByRole('button', { name: 'Add a GTA type' }));
    const form = await screen.findByRole('form', { name: 'Add a GTA type' });
    await area.user.type(within(form).getByLabelText(/Name/), 'Formation');
    await area.user.click(within(form).getByLabelText(/^Absence/, { selector: 'input' }));
    await area.user.click(await screen.findByRole('option', { name: 'Yes: an absence', hidden: true }));
    await area.user.click(within(form).getByLabelText(/^Paid absence/, { selector: 'input' }));
    await area.user.click(await screen.findByRole('option', { name: 'Yes: paid the day amount', hidden: true }));
    await area.user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.calls('POST', 'gtaType/addGtaType')[0]?.body).toEqual({ name: 'Formation', isAbsence: true, isPaid: true }),
    );
  });

  it('business units show their finance unit; the side menu lists every reference list', async () => {
    renderArea(<AppRoutes />, { path: '/settings?list=businessUnits' });
    const table = await screen.findByRole('table', { name: 'Business units' });
    expect(within(table).getByText('Nord')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings lists' });
    for (const name of ['Staff representatives', 'Finance units', 'Business units', 'GTA types', 'Companies (read only)', 'Profiles (read only)'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  });

  it('profiles are read only, and say why', async () => {
    renderArea(<AppRoutes />, { path: '/settings?list=profiles' });
    const table = await screen.findByRole('table', { name: 'Profiles' });
    expect(within(table).getByText('SHIFTS, REGULAR')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('a profile gives roles');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('companies are read only here and link to Worker companies', async () => {
    renderArea(<AppRoutes />, { path: '/settings?list=companies' });
    const table = await screen.findByRole('table', { name: 'Companies' });
    expect(within(table).getByText('Courier Paris SAS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit them in Worker companies' })).toHaveAttribute(
      'href',
      '/settings?list=workerCompanies',
    );
  });
});
