import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '@courier/shared';
import { AppRoutes } from '../../../src/app/routes';
import { AreaIntl } from '../../../src/i18n';
import { fail, fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const EVENTS = [
  {
    id: 3,
    at: '2026-06-02T09:30:00.000Z',
    userId: 7,
    userLogin: 'settings',
    action: 'vehicleBrands.add',
    targetType: 'vehicle_brand',
    targetId: '4',
    summary: 'Added vehicle brand "Tesla"',
  },
  {
    id: 2,
    at: '2026-06-01T08:00:00.000Z',
    userId: 8,
    userLogin: 'workers',
    action: 'workers.update',
    targetType: 'worker',
    targetId: '12',
    summary: 'PAR-0012: changed phone',
  },
  {
    id: 1,
    at: '2026-05-30T08:00:00.000Z',
    userId: null,
    userLogin: null,
    action: 'retrib.calendar',
    targetType: 'team',
    targetId: '2',
    summary: 'Tarif du jour modifié',
  },
];

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.get('adminEvents/getUserList', [
    { id: 7, login: 'settings', name: 'Sam Settings' },
    { id: 8, login: 'workers', name: 'Wanda Workers' },
  ]);
  api.get('adminEvents/getAdminEvents', (req) => [
    200,
    {
      data: {
        items: EVENTS,
        total: 120,
        totalIsLowerBound: true,
        page: Number(req.query.page),
        pageSize: 50,
      },
    },
  ]);
});

const lastQuery = () => {
  const calls = api.calls('GET', 'adminEvents/getAdminEvents');
  expect(calls.length).toBeGreaterThan(0);
  return calls[calls.length - 1].query;
};

describe('admin events section', () => {
  it('reads its filters from the address and links each target to its page', async () => {
    renderArea(<AppRoutes />, {
      path: '/settings?list=adminEvents&targetType=vehicle_brand&targetId=4&dateFrom=2026-06-01&dateTo=2026-06-30',
    });
    const table = await screen.findByRole('table', { name: 'Admin events' });
    // The trail comes newest first (the server's only order), and the table says so.
    expect(within(table).getByRole('columnheader', { name: 'When' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(lastQuery()).toEqual({
      page: 1,
      pageSize: 50,
      targetType: 'vehicle_brand',
      targetId: '4',
      dateFrom: '2026-06-01',
      dateTo: '2026-06-30',
    });
    // The days as the portal shows them, not in the browser's own date format.
    expect(screen.getByLabelText('From')).toHaveValue('01/06/2026');
    expect(screen.getByLabelText('To')).toHaveValue('30/06/2026');
    expect(within(table).getByRole('link', { name: 'Vehicle brand 4' })).toHaveAttribute(
      'href',
      '/settings?list=vehicleBrands',
    );
    expect(within(table).getByRole('link', { name: 'Worker 12' })).toHaveAttribute('href', '/workers/12');
    // No page for a team: its target is plain text; an event of the system has no user.
    expect(within(table).queryByRole('link', { name: 'Team 2' })).toBeNull();
    expect(within(table).getByText('system')).toBeInTheDocument();
    expect(screen.getByText('120+ events')).toBeInTheDocument();
  });

  it('filters by user and pages', async () => {
    const user = userEvent.setup();
    renderArea(<AppRoutes />, { path: '/settings?list=adminEvents' });
    await screen.findByRole('table', { name: 'Admin events' });
    expect(lastQuery()).toEqual({ page: 1, pageSize: 50 });
    const who = screen.getByLabelText('User', { selector: 'input' });
    await user.click(who);
    const listbox = await waitFor(() => {
      const el = document.getElementById(who.getAttribute('aria-controls') ?? '');
      expect(el).not.toBeNull();
      return el!;
    });
    await user.click(
      await within(listbox).findByRole('option', { name: 'Wanda Workers (workers)', hidden: true }),
    );
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, pageSize: 50, user: 8 }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: 2, pageSize: 50, user: 8 }));
  });

  it('says when nothing matches, and when the trail could not be loaded', async () => {
    api.get('adminEvents/getAdminEvents', {
      items: [],
      total: 0,
      totalIsLowerBound: false,
      page: 1,
      pageSize: 50,
    });
    const { unmount } = renderArea(<AppRoutes />, { path: '/settings?list=adminEvents&action=nothing.here' });
    expect(await screen.findByText('No admin events match')).toBeInTheDocument();
    unmount();
    api.get('adminEvents/getAdminEvents', () => fail(500, 'INTERNAL', 'Boom'));
    renderArea(<AppRoutes />, { path: '/settings?list=adminEvents&action=other' });
    expect(await screen.findByText('The admin events could not be loaded')).toBeInTheDocument();
  });
});

describe('admin events in French', () => {
  const WORDED = [
    {
      ...EVENTS[0],
      id: 13,
      action: 'vehicleBrands.update',
      summary: 'Vehicle brand "Tesla": code — → TSL, activityStatus active → inactive',
      data: {
        name: 'Tesla',
        changes: [
          { field: 'code', from: null, to: 'TSL' },
          { field: 'activityStatus', from: 'active', to: 'inactive' },
        ],
      },
    },
    {
      ...EVENTS[1],
      id: 12,
      summary: 'PAR-0012: Changed: firstName, phone',
      data: {
        worker: 'PAR-0012',
        workerEvent: { kind: 'updated', data: { fields: ['firstName', 'phone'] } },
      },
    },
    {
      ...EVENTS[1],
      id: 14,
      action: 'workers.setContract',
      summary: 'PAR-0012: Contract set: cdd until 2026-12-31',
      data: {
        worker: 'PAR-0012',
        workerEvent: { kind: 'contract_set', data: { contractKind: 'cdd', startDate: '2026-07-01', endDate: '2026-12-31' } },
      },
    },
    {
      ...EVENTS[1],
      id: 11,
      action: 'clients.unbanUser',
      targetType: 'client',
      targetId: '5',
      summary: 'ACME: Unbanned jo@acme.example',
      data: { businessCode: 'ACME', clientEvent: { kind: 'unban', data: { email: 'jo@acme.example' } } },
    },
    {
      ...EVENTS[1],
      id: 10,
      action: 'auth.logout',
      targetType: 'staff_user',
      summary: 'Signed out',
      data: {},
    },
    {
      ...EVENTS[2],
      id: 8,
      action: 'retrib.closeMonth',
      targetType: 'pay_month',
      targetId: '2026-05',
      summary: 'Pay month 2026-05 closed: 2 statements and the payroll CSV stored, 1234.50 EUR in all',
      data: {
        month: '2026-05',
        statements: 2,
        totalCents: 123450,
        compare: 'changed',
        changes: [{ shortCode: 'PAR-0012', name: 'Ann Lee', paidCents: 10000, nowCents: 12050 }],
        more: 0,
      },
    },
    // Written before the values were kept: its English summary is all there is.
    { ...EVENTS[1], id: 9, action: 'workers.add', summary: 'Added worker PAR-0013 Ann Lee', data: null },
  ];

  afterEach(() => act(() => setLocale('en')));

  it('words each stored event in French from its values, and shows an older summary as written', async () => {
    api.get('adminEvents/getAdminEvents', {
      items: WORDED,
      total: 7,
      totalIsLowerBound: false,
      page: 1,
      pageSize: 50,
    });
    act(() => setLocale('fr'));
    renderArea(
      <AreaIntl>
        <AppRoutes />
      </AreaIntl>,
      { path: '/settings?list=adminEvents' },
    );
    const table = await screen.findByRole('table', { name: 'Journal d’administration' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      // French formats space with no-break spaces: compared as plain spaces.
      .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent!.replace(/\s/g, ' '));
    expect(cells).toEqual([
      'Marque de véhicule « Tesla » : code — → TSL, statut actif → inactif',
      'PAR-0012 : Modifié : prénom, téléphone',
      'PAR-0012 : Contrat défini : CDD, jusqu’au 31/12/2026',
      'ACME : jo@acme.example n’est plus banni',
      'Déconnexion',
      'Mois de paie mai 2026 clos : 2 relevés et le CSV de paie enregistrés, 1 234,50 € au total ; modifié depuis la clôture précédente : PAR-0012 Ann Lee 100,00 € → 120,50 €',
      'Added worker PAR-0013 Ann Lee',
    ]);
    for (const english of WORDED.slice(0, 6)) expect(within(table).queryByText(english.summary)).toBeNull();
  });
});
