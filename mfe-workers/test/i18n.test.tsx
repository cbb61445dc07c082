import { act, configure, screen, within } from '@testing-library/react';
import { placeholdersOf, setLocale } from '@courier/shared';
import {
  buildPage,
  buildVehicle,
  buildWorker,
  buildWorkerReferences,
  buildWorkerRow,
  fakeApi,
  renderArea,
  untranslatedTexts,
  type FakeApi,
} from '@courier/shared/testing';
import { AppRoutes } from '../src/app/routes';
import { AreaIntl } from '../src/i18n';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import { answerVehicleReferences } from './features/vehicles/fixtures';

// Each page is a lazy chunk, and Mantine pages take a while to render in jsdom.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

describe("the area's catalogs", () => {
  it('have the same ids in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('have the same ICU arguments in both languages, message by message', () => {
    for (const id of Object.keys(en) as (keyof typeof en)[])
      expect([id, placeholdersOf(fr[id])]).toEqual([id, placeholdersOf(en[id])]);
  });
});

const NOW = '2026-11-20T10:00:00+01:00';
const statementDay = {
  date: '2026-02-02',
  source: 'config',
  calendarEntryId: null,
  rates: { waypoint: 50, km: 20, day: 1000, extra: 100 },
  shifts: 1,
  unproductiveShifts: 1,
  waypoints: 15,
  km: 30,
  workedMinutes: 420,
  absences: [],
  status: 'worked',
  breakdown: { day: 1000, waypoints: 750, km: 600, extra: 100, paidAbsence: 0 },
  total: 123456,
};
const statement = {
  worker: { id: 7, shortCode: 'PAR-0007', name: 'Alice Martin', team: { id: 3, name: 'Paris Nord' } },
  days: [statementDay],
  totals: {
    day: 1000,
    waypoints: 750,
    km: 600,
    extra: 100,
    paidAbsence: 0,
    paidDays: 1,
    waypointsCount: 15,
    kmCount: 30,
    paidAbsenceDays: 0,
    total: 123456,
  },
  anomalies: [],
};
const teamConfig = {
  id: 11,
  teamId: 1,
  waypointAmount: 120,
  kmAmount: 35,
  dailyAmount: 4500,
  extra: 0,
  version: 3,
  updatedAt: NOW,
};

/** Every call the area's main pages make, answered with one record each. */
function answerEverything(api: FakeApi) {
  api.get(
    'workers/getWorkers',
    buildPage([buildWorkerRow({ id: 42, firstName: 'Jeanne', lastName: 'Dupont' })]),
  );
  api.get('workers/PAR-0042', buildWorker({ id: 42, firstName: 'Jeanne', lastName: 'Dupont' }));
  api.get('workers/getWorkerTimes', { ...buildPage([], { pageSize: 50 }), totalMinutes: 0 });
  api.get('workers/getWorkersEvents', buildPage([]));
  api.get('workers/getAgenciesAndTeamsAndCompanies', buildWorkerReferences());
  api.get('workers/getWorkersLight', [{ id: 7, shortCode: 'PAR-0007', name: 'Alice Martin' }]);
  answerVehicleReferences(api);
  api.get('vehicles/getVehicles', [buildVehicle({ shortCode: 'VH-0001' })]);
  api.get('vehicles/VH-0001', buildVehicle({ shortCode: 'VH-0001' }));
  api.get('retrib/getTeamList', [
    {
      id: 1,
      name: 'Paris Nord',
      code: 'PN',
      activityStatus: 'active',
      agency: null,
      config: teamConfig,
      workers: 12,
    },
  ]);
  api.get('retrib/calendar', { team: { id: 1, name: 'Paris Nord' }, config: teamConfig, entries: [] });
  api.get('retrib/getServicesAndOptions', [
    {
      id: 1,
      name: 'Night delivery',
      kind: 'service',
      amount: 1250,
      description: null,
      activityStatus: 'active',
    },
  ]);
  api.get('retrib/previewPay', {
    teamId: 1,
    date: '2026-11-20',
    waypoints: 20,
    km: 50,
    source: 'config',
    calendarEntryId: null,
    rates: { waypoint: 120, km: 35, day: 4500, extra: 0 },
    breakdown: { day: 4500, waypoints: 2400, km: 1750, extra: 0 },
    total: 8650,
  });
  api.get('retrib/statements/getStatements', { month: '2026-02', closed: null, statements: [statement] });
}

/** Records' own values, and dates written by the shared formatting module: data, not the UI's words. */
const DATA = [
  'Jeanne',
  'Dupont',
  'Alice Martin',
  'Paris Nord',
  'Night delivery',
  'PAR-0042',
  'PAR-0007',
  'VH-0001',
  /^\p{L}+,? \d{1,2} \p{L}+ \d{4}$/u,
];

const PAGES: [path: string, ready: () => Promise<unknown>][] = [
  ['/workers', () => screen.findByText('PAR-0042')],
  ['/workers/PAR-0042', () => screen.findByTestId('worker-short-code')],
  ['/vehicles', () => screen.findAllByText('VH-0001')],
  ['/vehicles/VH-0001', () => screen.findAllByText('VH-0001', { selector: 'dd' })],
  ['/retrib', () => screen.findByTestId('pay-preview-total')],
  ['/retrib/statements?month=2026-02&workerId=7', () => screen.findByTestId('statement-total-7')],
  ['/retrib/statements?month=2026-02&teamId=3', () => screen.findByTestId('summary-total')],
  ['/retrib/statements?month=2026-02&teamId=3&statement=7', () => screen.findByTestId('statement-total-7')],
];

describe('the pseudo-locale', () => {
  beforeEach(() => act(() => setLocale('pseudo')));
  afterEach(() => act(() => setLocale('en')));

  it.each(PAGES)('leaves no text of %s outside the catalogs', async (path, ready) => {
    answerEverything(fakeApi());
    renderArea(
      <AreaIntl>
        <AppRoutes />
      </AreaIntl>,
      { path },
    );
    await ready();
    expect(untranslatedTexts(document.body, { data: DATA })).toEqual([]);
  });
});

describe('French', () => {
  afterEach(() => act(() => setLocale('en')));

  it('shows the pay statements in French words and French formats', async () => {
    act(() => setLocale('fr'));
    answerEverything(fakeApi());
    renderArea(
      <AreaIntl>
        <AppRoutes />
      </AreaIntl>,
      { path: '/retrib/statements?month=2026-02&workerId=7' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Relevés de rétribution' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rétribution de Alice Martin par jour' });
    expect(within(table).getByRole('columnheader', { name: 'Points de passage' })).toBeInTheDocument();
    expect(screen.getByTestId('statement-total-7').textContent).toMatch(/^1\s234,56\s€$/);
    expect(within(table).getByText('02/02/2026')).toBeInTheDocument();
    expect(within(table).getByText('7 h 00')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Télécharger le CSV de paie (février 2026)' }),
    ).toBeInTheDocument();
  });
});
