import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import {
  ROW_HEIGHT,
  SHIFT_CARD_HEIGHT,
  VIRTUALIZE_ABOVE,
  rowHeightOf,
} from '../../../src/features/planning/components/WeekBoard';
import type { Board } from '../../../src/features/planning/types';
import { answerPlanning, BOARD, WEEK, shift } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(40_000);

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  answerPlanning(api);
});

const ADA = { id: 1, shortCode: 'PAR-0001', name: 'Ada Martin' };

/** A worker time of Ada on Monday 08:30-12:00 (Paris, summer time). */
const time = (over: Record<string, unknown> = {}) => ({
  id: 21,
  workerId: 1,
  date: '2026-04-06',
  startedAt: '2026-04-06T06:30:00.000Z',
  endedAt: '2026-04-06T10:00:00.000Z',
  minutes: 210,
  gtaType: null,
  comment: null,
  version: 3,
  ...over,
});

const shiftDetail = (missions: unknown[] = []) => ({
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
  missionsCount: missions.length,
  waypoints: 12,
  km: 30,
  version: 1,
  worker: ADA,
  missions,
  createdAt: '2026-04-01T08:00:00.000Z',
  updatedAt: '2026-04-01T08:00:00.000Z',
});

async function openBoard(path = `/planning?week=${WEEK}`) {
  const rendered = renderArea(<AppRoutes />, { path });
  await screen.findByRole('grid', { name: 'Week board: workers by day' });
  return rendered;
}

describe('/planning: worker times', () => {
  it('a cell with no shift: T opens the day, a time is recorded with its GTA type', async () => {
    api.get('planning/getWorkerTimeByWorkerId', []);
    api.post('planning/addWorkerTime', (req) => ok({ ...time(), ...(req.body as object) }));
    const { user } = await openBoard();
    const cell = screen.getByRole('gridcell', { name: /^Chloé Roux, Tue 07\/04: 0 shifts\./ });
    cell.focus();
    fireEvent.keyDown(cell, { key: 't' });
    const panel = await screen.findByRole('dialog', { name: 'Worker times' });
    expect(within(panel).getByText(/Chloé Roux/)).toBeInTheDocument();
    expect(await within(panel).findByText('No time recorded on 07/04/2026.')).toBeInTheDocument();
    expect(api.calls('GET', 'planning/getWorkerTimeByWorkerId')[0].query).toEqual({
      workerId: 3,
      date: '2026-04-07',
    });
    await user.clear(within(panel).getByLabelText(/^Worked from/));
    await user.type(within(panel).getByLabelText(/^Worked from/), '09:00');
    await user.click(within(panel).getByLabelText('GTA type', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Formation', hidden: true }));
    await user.type(within(panel).getByLabelText('Time comment'), 'Formation sécurité');
    await user.click(within(panel).getByRole('button', { name: 'Add worker time' }));
    await waitFor(() => expect(api.calls('POST', 'planning/addWorkerTime')).toHaveLength(1));
    expect(api.calls('POST', 'planning/addWorkerTime')[0].body).toEqual({
      workerId: 3,
      date: '2026-04-07',
      startTime: '09:00',
      endTime: '12:00',
      gtaTypeId: 32,
      comment: 'Formation sécurité',
    });
  });

  it("a cell's Worked line opens the day; a time is edited with its version, a stale one shows the conflict", async () => {
    api.get('planning/getWorkerTimeByWorkerId', [time({ gtaType: { id: 31, name: 'Congé payé' } })]);
    let edits = 0;
    api.post('planning/editWorkerTime', () =>
      ++edits === 1
        ? fail(409, 'CONFLICT', 'This worker time was changed by someone else: reload it and try again')
        : ok(time({ version: 4 })),
    );
    const { user } = await openBoard();
    const ada = screen.getByRole('gridcell', { name: /^Ada Martin, Mon 06\/04/ });
    await user.click(within(ada).getByRole('button', { name: 'Worked 08:30–12:00' }));
    const panel = await screen.findByRole('dialog', { name: 'Worker times' });
    expect(await within(panel).findByText('Worked 08:30–12:00 (Congé payé)')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Edit the worker time 08:30–12:00' }));
    const end = within(panel).getByLabelText(/^End of the time/);
    expect(end).toHaveValue('12:00');
    await user.clear(end);
    await user.type(end, '12:30');
    await user.click(within(panel).getByRole('button', { name: 'Save the worker time' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/changed by someone else/);
    expect(api.calls('POST', 'planning/editWorkerTime')[0].body).toEqual({
      id: 21,
      version: 3,
      startTime: '08:30',
      endTime: '12:30',
      gtaTypeId: 31,
      comment: null,
    });
    await user.click(within(panel).getByRole('button', { name: 'Save the worker time' }));
    await waitFor(() => expect(api.calls('POST', 'planning/editWorkerTime')).toHaveLength(2));
  });

  it('a time is deleted only after a comment is given and the deletion confirmed', async () => {
    api.get('planning/getWorkerTimeByWorkerId', [time()]);
    api.post('planning/deleteWorkerTime', () => ok({ workerTimeId: 21, deleted: true }));
    const { user } = await openBoard();
    const ada = screen.getByRole('gridcell', { name: /^Ada Martin, Mon 06\/04/ });
    ada.focus();
    fireEvent.keyDown(ada, { key: 'T' });
    const panel = await screen.findByRole('dialog', { name: 'Worker times' });
    await user.click(
      await within(panel).findByRole('button', { name: 'Delete the worker time 08:30–12:00' }),
    );
    const confirm = within(panel).getByRole('button', { name: 'Confirm the deletion' });
    expect(confirm).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByRole('button', { name: 'Confirm the deletion' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Delete the worker time 08:30–12:00' }));
    await user.type(
      within(panel).getByRole('textbox', { name: /Why delete the worker time 08:30–12:00/ }),
      'Saisie en double',
    );
    await user.click(within(panel).getByRole('button', { name: 'Confirm the deletion' }));
    await waitFor(() => expect(api.calls('POST', 'planning/deleteWorkerTime')).toHaveLength(1));
    expect(api.calls('POST', 'planning/deleteWorkerTime')[0].body).toEqual({
      workerTimeId: 21,
      workerId: 1,
      date: '2026-04-06',
      comment: 'Saisie en double',
    });
  });

  it('the new-shift panel records a time without planning a shift', async () => {
    api.get('planning/getWorkerTimeByWorkerId', () => fail(500, 'INTERNAL', 'Database down'));
    await openBoard();
    const cell = screen.getByRole('gridcell', { name: /^Bruno Petit, Mon 06\/04/ });
    cell.focus();
    fireEvent.keyDown(cell, { key: 'n' });
    const panel = await screen.findByRole('dialog', { name: 'New shift' });
    expect(await within(panel).findByText('The worker times could not be loaded')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Add worker time' })).toBeInTheDocument();
  });
});

describe('/planning: missions edited in the shift panel', () => {
  it('Edit turns the row into fields; Save sends updateMission with the version', async () => {
    api.get(
      'planning/getShiftById',
      shiftDetail([
        {
          id: 51,
          shiftId: 11,
          regularMissionId: null,
          name: 'Tournée A',
          waypoints: 10,
          km: 20,
          comment: null,
          version: 2,
        },
      ]),
    );
    api.get('planning/getWorkerTimeByWorkerId', []);
    api.post('planning/updateMission', (req) =>
      ok({ id: 51, shiftId: 11, regularMissionId: null, comment: null, version: 3, ...(req.body as object) }),
    );
    const { user } = await openBoard();
    await user.click(screen.getByRole('button', { name: /Pharmacie Centrale 08:00–12:00/ }));
    const panel = await screen.findByRole('dialog', { name: 'Shift' });
    await user.click(await within(panel).findByRole('tab', { name: 'Missions (1)' }));
    await user.click(await within(panel).findByRole('button', { name: 'Edit mission Tournée A' }));
    const km = within(panel).getByRole('textbox', { name: 'Km of mission Tournée A' });
    await user.clear(km);
    await user.type(km, '24');
    const name = within(panel).getByRole('textbox', { name: 'Name of mission Tournée A' });
    await user.clear(name);
    await user.type(name, 'Tournée A bis');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST', 'planning/updateMission')).toHaveLength(1));
    expect(api.calls('POST', 'planning/updateMission')[0].body).toEqual({
      id: 51,
      version: 2,
      name: 'Tournée A bis',
      waypoints: 10,
      km: 24,
    });
  });
});

describe('/planning: client groups', () => {
  it('a client group filters the board on its clients, and narrows the client picker', async () => {
    api.get('planning/getClientsShiftable', [
      { id: 7, name: 'Pharmacie Centrale', businessCode: 'C-7', clientGroupId: 4 },
      { id: 9, name: 'Pharmacie du Lac', businessCode: 'C-9', clientGroupId: 4 },
      { id: 8, name: 'Banque du Port', businessCode: 'C-8', clientGroupId: 5 },
    ]);
    const { user } = await openBoard();
    await user.click(screen.getByLabelText('Client groups', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Pharmacies', hidden: true }));
    await waitFor(() =>
      expect(api.calls('GET', 'planning/getShifts').at(-1)!.query).toMatchObject({ clientIds: '7,9' }),
    );
    await waitFor(() =>
      expect(api.calls('GET', 'planning/getDaySummary').at(-1)!.query).toMatchObject({ clientIds: '7,9' }),
    );
    await user.click(screen.getByLabelText('Clients', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Pharmacie du Lac', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Banque du Port', hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Pharmacie du Lac', hidden: true }));
    await waitFor(() =>
      expect(api.calls('GET', 'planning/getShifts').at(-1)!.query).toMatchObject({ clientIds: '9' }),
    );
  });

  it('groups from the address with no shiftable client say so instead of the board', async () => {
    renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}&clientGroupIds=5` });
    expect(await screen.findByText('No client of these groups can receive shifts')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(api.calls('GET', 'planning/getShifts')).toHaveLength(0);
  });
});

describe("/planning: a worker's planned shifts and anomalies", () => {
  const plan = {
    worker: ADA,
    dateStart: '2026-03-23',
    dateEnd: '2026-05-01',
    shifts: [
      {
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
        missionsCount: 2,
        waypoints: 12,
        km: 30,
        version: 1,
      },
    ],
    workerTimes: [time()],
    anomalies: [{ ...BOARD.anomalies[0] }],
  };

  it("the worker's row opens them; a shift of the list opens in the side panel", async () => {
    api.get('planning/getWorkerAnomaliesAndPlannedShifts', plan);
    api.get('planning/getShiftById', shiftDetail());
    api.get('planning/getWorkerTimeByWorkerId', []);
    const { user } = await openBoard();
    await user.click(screen.getByRole('button', { name: /PAR-0001\s*Ada Martin/ }));
    const panel = await screen.findByRole('dialog', { name: 'Planned shifts and anomalies' });
    expect(await within(panel).findByRole('table', { name: 'Anomalies of the worker' })).toHaveTextContent(
      'Started 30 min late (planned 08:00, worked 08:30)',
    );
    expect(within(panel).getByText(/23\/03\/2026 to 01\/05\/2026/)).toBeInTheDocument();
    expect(within(panel).getByRole('table', { name: 'Planned shifts of the worker' })).toHaveTextContent(
      'Pharmacie Centrale',
    );
    expect(within(panel).getByRole('table', { name: 'Worker times of the worker' })).toHaveTextContent(
      '08:30–12:00',
    );
    expect(api.calls('GET', 'planning/getWorkerAnomaliesAndPlannedShifts')[0].query).toEqual({ workerId: 1 });
    await user.type(within(panel).getByLabelText(/^From/), '2026-04-01');
    await waitFor(() =>
      expect(api.calls('GET', 'planning/getWorkerAnomaliesAndPlannedShifts').at(-1)!.query).toEqual({
        workerId: 1,
        dateStart: '2026-04-01',
      }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Open the shift of 06/04/2026 08:00–12:00' }));
    expect(await screen.findByRole('button', { name: 'Save the shift' })).toBeInTheDocument();
  });

  it('W on a cell opens them; an empty period and an error are said', async () => {
    api.get('planning/getWorkerAnomaliesAndPlannedShifts', {
      ...plan,
      shifts: [],
      workerTimes: [],
      anomalies: [],
    });
    await openBoard();
    const cell = screen.getByRole('gridcell', { name: /^Bruno Petit, Mon 06\/04/ });
    cell.focus();
    fireEvent.keyDown(cell, { key: 'w' });
    const panel = await screen.findByRole('dialog', { name: 'Planned shifts and anomalies' });
    expect(await within(panel).findByText('No anomaly over the period.')).toBeInTheDocument();
    expect(within(panel).getByText('No shift planned over the period.')).toBeInTheDocument();
    expect(within(panel).getByText('No worker time over the period.')).toBeInTheDocument();
    expect(api.calls('GET', 'planning/getWorkerAnomaliesAndPlannedShifts')[0].query).toEqual({ workerId: 2 });
  });

  it('?workerId= in the address opens them (the link of the worker page)', async () => {
    api.get('planning/getWorkerAnomaliesAndPlannedShifts', () =>
      fail(404, 'NOT_FOUND', 'No such worker: 77'),
    );
    await openBoard(`/planning?week=${WEEK}&workerId=77`);
    const panel = await screen.findByRole('dialog', { name: 'Planned shifts and anomalies' });
    expect(
      await within(panel).findByText("The worker's shifts and anomalies could not be loaded"),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/No such worker: 77/)).toBeInTheDocument();
  });
});

describe('/planning: the reconciliation picker', () => {
  it('searches every worker of the filters, not only the rows of the page', async () => {
    const far = {
      id: 640,
      shortCode: 'PAR-0640',
      name: 'Zoé Zidane',
      agencyId: 1,
      teamId: 1,
      activityStatus: 'active',
    };
    api.get('planning/searchBoardWorkers', (req) =>
      ok(req.query.search ? { total: 1, workers: [far] } : { total: 650, workers: BOARD.workers }),
    );
    api.get('planning/getReconciliation', () =>
      ok({
        worker: far,
        days: [],
        totals: {
          plannedMinutes: 0,
          workedMinutes: 0,
          anomalies: 0,
          plannedPay: 0,
          actualPay: 0,
          payDifference: 0,
        },
      }),
    );
    const { user } = await openBoard(`/planning?week=${WEEK}&agencyIds=1`);
    expect(await screen.findByText('First 3 of 650: type a name or code to narrow')).toBeInTheDocument();
    const input = screen.getByLabelText('Worker to reconcile', { selector: 'input' });
    await user.click(input);
    await user.type(input, 'zid');
    await user.click(await screen.findByRole('option', { name: 'PAR-0640 Zoé Zidane', hidden: true }));
    await waitFor(() => expect(api.calls('GET', 'planning/getReconciliation')).toHaveLength(1));
    expect(api.calls('GET', 'planning/getReconciliation')[0].query).toMatchObject({ workerId: 640 });
    const search = api.calls('GET', 'planning/searchBoardWorkers').find((c) => c.query.search === 'zid')!;
    expect(search.query).toMatchObject({ dateStart: WEEK, dateEnd: '2026-04-12', agencyIds: '1', limit: 20 });
    expect(await screen.findByText(/No shift and no worker time for Zoé Zidane/)).toBeInTheDocument();
  });
});

describe('the week board: busy cells', () => {
  /** 45 workers (virtual rows); the first one's Monday holds three shifts, two worker times and an anomaly. */
  const busy: Board = {
    ...BOARD,
    total: 45,
    workers: Array.from({ length: 45 }, (_, i) => ({
      id: i + 1,
      shortCode: `PAR-${String(i + 1).padStart(4, '0')}`,
      name: `Coursier ${i + 1}`,
      agencyId: 1,
      teamId: 1,
      activityStatus: 'active' as const,
    })),
    shifts: [
      shift({ id: 1, workerId: 1, date: WEEK, start: 360, end: 420 }),
      shift({ id: 2, workerId: 1, date: WEEK, start: 450, end: 510 }),
      shift({ id: 3, workerId: 1, date: WEEK, start: 540, end: 600 }),
      shift({ id: 4, workerId: 2, date: WEEK }),
    ],
    workerTimes: [
      { id: 1, workerId: 1, date: WEEK, start: 360, end: 420, gtaTypeId: null },
      { id: 2, workerId: 1, date: WEEK, start: 450, end: 600, gtaTypeId: null },
    ],
  };

  // jsdom has no layout: the board's scroller is given the 640 px it has in the page, so the
  // virtualizer draws the rows in view; a row itself measures 0 (its least height then counts).
  const sizes = ['clientHeight', 'clientWidth'] as const;
  const originals = sizes.map((k) => Object.getOwnPropertyDescriptor(Element.prototype, k)!);
  beforeAll(() => {
    for (const [i, k] of sizes.entries())
      Object.defineProperty(Element.prototype, k, {
        configurable: true,
        get(this: Element) {
          return this.getAttribute('role') === 'grid'
            ? k === 'clientHeight'
              ? 640
              : 1200
            : originals[i].get!.call(this);
        },
      });
  });
  afterAll(() => {
    for (const [i, k] of sizes.entries()) Object.defineProperty(Element.prototype, k, originals[i]);
  });

  it('a row grows to its busiest cell (three shifts), and the next row starts below it', async () => {
    expect(busy.workers.length).toBeGreaterThan(VIRTUALIZE_ABOVE);
    api.get('planning/getShifts', busy);
    await openBoard();
    const rows = screen.getAllByRole('row').filter((r) => r.hasAttribute('data-index'));
    const first = rows.find((r) => r.getAttribute('data-index') === '0')!;
    const second = rows.find((r) => r.getAttribute('data-index') === '1')!;
    const third = rows.find((r) => r.getAttribute('data-index') === '2')!;
    expect(within(first).getAllByRole('button', { name: /Pharmacie Centrale/ })).toHaveLength(3);
    const height = parseFloat(first.style.minHeight);
    // Three cards, two Worked lines and the anomaly, never the height of a quiet row.
    expect(height).toBeGreaterThanOrEqual(3 * SHIFT_CARD_HEIGHT + 3 * 18);
    expect(height).toBe(
      rowHeightOf([
        { shifts: busy.shifts.slice(0, 3), times: busy.workerTimes, anomalies: [BOARD.anomalies[0]] },
      ]),
    );
    expect(second.style.transform).toBe(`translateY(${height}px)`);
    expect(parseFloat(second.style.minHeight)).toBe(ROW_HEIGHT);
    expect(third.style.transform).toBe(`translateY(${height + ROW_HEIGHT}px)`);
  });
});
