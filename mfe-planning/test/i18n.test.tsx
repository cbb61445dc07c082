import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { placeholdersOf, setLocale } from '@courier/shared';
import { fakeApi, renderArea, untranslatedTexts, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../src/app/routes';
import { en } from '../src/i18n/en';
import { fr } from '../src/i18n/fr';
import type { ApplyPreview, RegularMissionRow } from '../src/features/regular-missions/types';
import { answerPlanning, WEEK } from './features/planning/fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

// ---------------------------------------------------------------------------------------------
// The fixtures' own values (names, codes, formatted weekdays): data, not words of the UI.
const DATA = [
  /PAR-\d{4}/g,
  /Ada Martin|Bruno Petit|Chloé Roux/g,
  /Pharmacie Centrale|Banque du Port|Tournée matin|Paris|Équipe A|Pharmacies|Banques|Congé payé|Formation/g,
  /Started 30 min late \(planned 08:00, worked 08:30\)|Overlaps another shift of PAR-0003/g,
  /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g,
];
/** The texts of the UI under `root` not from a catalog (shared check): strict, as a text mixes marked words and data. */
const untranslated = (root: HTMLElement) => untranslatedTexts(root, { data: DATA, strict: true });

const row = (id: number): RegularMissionRow => ({
  id,
  client: { id: 7, name: 'Pharmacie Centrale' },
  name: 'Tournée matin',
  weekdays: [1, 3, 5],
  startTime: '08:00',
  endTime: '10:00',
  expectedWaypoints: 10,
  expectedKm: 20,
  comment: null,
  isActive: true,
  worker: { id: 3, shortCode: 'PAR-0003', name: 'Chloé Roux' },
  version: 4,
});
const line = {
  regularMissionId: 1,
  missionName: 'Tournée matin',
  client: { id: 7, name: 'Pharmacie Centrale' },
  worker: { id: 3, shortCode: 'PAR-0003', name: 'Chloé Roux' },
  date: '2026-04-06',
  startTime: '08:00',
  endTime: '10:00',
};
const PREVIEW: ApplyPreview = {
  weekStart: '2026-04-06',
  weekEnd: '2026-04-12',
  lines: [{ ...line, waypoints: 10, km: 20, clientPrice: 123456, courierPay: 2600 }],
  skipped: [
    { ...line, date: '2026-04-08', reason: 'overlap', message: 'Overlaps another shift of PAR-0003' },
  ],
  totals: { lines: 1, skipped: 1, clientPrice: 123456, unpriced: 0, courierPay: 2600 },
  previewToken: 'tok-1',
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  answerPlanning(api);
  api.get('regularMissions/getRegularMissions', { items: [row(1)], total: 1, page: 1, pageSize: 1000 });
  api.get('regularMissions/getRegMissionsClients', [{ id: 7, name: 'Pharmacie Centrale' }]);
  api.get('regularMissions/getRegMissionsNames', ['Tournée matin']);
  api.get('regularMissions/1', {
    ...row(1),
    createdAt: '2026-01-01T08:00:00.000Z',
    updatedAt: '2026-01-01T08:00:00.000Z',
  });
  api.get('workers/getWorkersLight', [{ id: 3, shortCode: 'PAR-0003', name: 'Chloé Roux' }]);
  api.get('planning/getWorkerTimeByWorkerId', []);
  api.get('planning/getWorkerAnomaliesAndPlannedShifts', {
    worker: { id: 1, shortCode: 'PAR-0001', name: 'Ada Martin' },
    dateStart: '2026-03-23',
    dateEnd: '2026-05-01',
    shifts: [],
    workerTimes: [],
    anomalies: [],
  });
  api.post('regularMissions/previewApplyWeek', PREVIEW);
  api.get('planning/getShiftById', {
    id: 11,
    workerId: 1,
    client: { id: 7, name: 'Pharmacie Centrale' },
    shiftType: null,
    date: '2026-04-06',
    startsAt: '2026-04-06T06:00:00.000Z',
    endsAt: '2026-04-06T10:00:00.000Z',
    startTime: '08:00',
    endTime: '12:00',
    unproductive: false,
    unproductiveComment: null,
    comment: null,
    missionsCount: 1,
    waypoints: 12,
    km: 30,
    version: 1,
    worker: { id: 1, shortCode: 'PAR-0001', name: 'Ada Martin' },
    missions: [{ id: 5, shiftId: 11, name: 'Tournée matin', waypoints: 12, km: 30, version: 1 }],
    createdAt: '2026-04-01T08:00:00.000Z',
    updatedAt: '2026-04-01T08:00:00.000Z',
  });
});
afterEach(() => act(() => setLocale('en')));

describe('the catalogs', () => {
  it('English and French have the same ids, each message with the same ICU arguments', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const id of Object.keys(en) as (keyof typeof en)[])
      expect([id, placeholdersOf(fr[id])]).toEqual([id, placeholdersOf(en[id])]);
  });
});

describe('the pseudo-locale: every word of the pages comes from a catalog', () => {
  beforeEach(() => act(() => setLocale('pseudo')));

  it('the check finds a text, a label or a placeholder that did not come from a catalog', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<h2>⟦Dáý⟧ Ada Martin</h2><button>Save</button><label>⟦Ñámé⟧</label><input placeholder="HH:MM" aria-label="⟦Stárt⟧" />';
    expect(untranslated(root)).toEqual(['button: Save', 'placeholder: HH:MM']);
  });

  it('/planning: the board, the day summary, the reconciliation and the side panels', async () => {
    renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}` });
    const grid = await screen.findByRole('grid');
    await screen.findAllByRole('table');
    expect(untranslated(document.body)).toEqual([]);

    // A cell with no shift: T opens the worker's times of the day.
    const cell = within(grid)
      .getAllByRole('gridcell')
      .find((c) => !c.querySelector('[data-shift-id]'))!;
    cell.focus();
    fireEvent.keyDown(cell, { key: 't' });
    const times = await screen.findByRole('dialog');
    // Its content loaded: a button of its own besides the drawer's × (named from the UI kit's catalog).
    await waitFor(() => expect(within(times).getAllByRole('button', { name: /⟦/ }).length).toBeGreaterThan(1));
    expect(untranslated(times)).toEqual([]);
    fireEvent.keyDown(times, { key: 'Escape' });

    // N: a new shift's form.
    fireEvent.keyDown(cell, { key: 'n' });
    const form = await screen.findByRole('dialog');
    expect(untranslated(form)).toEqual([]);
    fireEvent.keyDown(form, { key: 'Escape' });

    // A planned shift: its details, missions, worker times and actions.
    fireEvent.click(grid.querySelector<HTMLElement>('[data-shift-id]')!);
    const shift = await screen.findByRole('dialog');
    // Each tab of the shift's panel.
    for (const tab of await within(shift).findAllByRole('tab')) {
      fireEvent.click(tab);
      expect(untranslated(shift)).toEqual([]);
    }
  });

  it("/planning: a worker's planned shifts and anomalies", async () => {
    renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}&workerId=1` });
    const panel = await screen.findByRole('dialog');
    await within(panel).findAllByRole('heading', { level: 3 });
    expect(untranslated(panel)).toEqual([]);
  });

  it('/regularMissions: the list and the apply-to-a-week dialog', async () => {
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions' });
    await screen.findByRole('cell', { name: 'Tournée matin' });
    expect(untranslated(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Ápplý/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Prévíéw/ }));
    await within(dialog).findAllByRole('table');
    expect(untranslated(dialog)).toEqual([]);
  });

  it('/regularMissions/1: the edit form', async () => {
    renderArea(<AppRoutes />, { path: '/regularMissions/1' });
    await screen.findByRole('switch');
    expect(untranslated(document.body)).toEqual([]);
  });
});

describe('in French', () => {
  it('the apply-to-a-week dialog speaks French, with French money, dates and times', async () => {
    act(() => setLocale('fr'));
    const { user } = renderArea(<AppRoutes />, { path: '/regularMissions' });
    expect(await screen.findByRole('columnheader', { name: 'Coursier' })).toBeInTheDocument();
    expect(screen.getByText('Lun, Mer, Ven')).toBeInTheDocument();
    expect(screen.getByText('08 h 00–10 h 00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Appliquer à une semaine' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Aperçu' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '1 tournées à créer, 1 ignorées · prix client 1 234,56 € · rétribution coursier 26,00 €',
    );
    const lines = within(dialog).getByRole('table', { name: 'Tournées à créer' });
    expect(within(lines).getByText('06/04/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Chevauchement')).toBeInTheDocument();
  });
});
