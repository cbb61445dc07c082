import { act, configure, screen, within } from '@testing-library/react';
import { clearRoles, setRoles } from '@courier/shared';
import { fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerPlanning, BOARD, shiftRow, WEEK } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const ADA = { id: 1, shortCode: 'PAR-0001', name: 'Ada Martin' };
const SHIFT = shiftRow();
/** The API's words name the shift by its id: the page must not. */
const NO_TIME = {
  kind: 'shift_without_time' as const,
  workerId: 1,
  date: '2026-04-06',
  shiftId: 11,
  otherShiftId: null,
  workerTimeId: null,
  minutes: null,
  message: 'Shift 11 has no worker time',
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  answerPlanning(api);
  api.get('planning/getShifts', { ...BOARD, anomalies: [NO_TIME] });
  api.get('planning/getWorkerAnomaliesAndPlannedShifts', {
    worker: ADA,
    dateStart: '2026-03-23',
    dateEnd: '2026-05-01',
    shifts: [SHIFT],
    workerTimes: [],
    anomalies: [NO_TIME],
  });
  api.get('planning/getShiftById', {
    ...SHIFT,
    worker: ADA,
    missions: [],
    createdAt: '2026-04-01T08:00:00.000Z',
    updatedAt: '2026-04-01T08:00:00.000Z',
  });
  api.get('planning/getWorkerTimeByWorkerId', []);
});
afterEach(() => act(() => clearRoles()));

describe('/planning: anomalies name shifts by their times, never by their ids', () => {
  it('on the board', async () => {
    renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}` });
    const cell = await screen.findByRole('gridcell', { name: /^Ada Martin, Mon 06\/04/ });
    expect(cell).toHaveTextContent('⚠ Shift 08:00–12:00 has no worker time');
    expect(cell).not.toHaveTextContent('Shift 11');
  });

  it("in a worker's panel: the shift links to its planning week, the worker to their page when the roles allow it", async () => {
    act(() => setRoles(['SHIFTS']));
    renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}&workerId=1` });
    const panel = await screen.findByRole('dialog', { name: 'Planned shifts and anomalies' });
    const anomalies = await within(panel).findByRole('table', { name: 'Anomalies of the worker' });
    expect(anomalies).toHaveTextContent('Shift 08:00–12:00 has no worker time');
    expect(anomalies).not.toHaveTextContent('Shift 11');
    expect(within(anomalies).getByRole('link', { name: '06/04/2026 08:00–12:00' })).toHaveAttribute(
      'href',
      '/planning?week=2026-04-06&shift=11',
    );
    // SHIFTS alone does not open the workers' pages: the name is plain text.
    expect(within(panel).queryByRole('link', { name: /PAR-0001/ })).toBeNull();
  });

  it('names the worker as a link to their page for a user who may open it', async () => {
    act(() => setRoles(['SHIFTS', 'WORKERS']));
    renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}&workerId=1` });
    const panel = await screen.findByRole('dialog', { name: 'Planned shifts and anomalies' });
    expect(await within(panel).findByRole('link', { name: /PAR-0001\s*Ada Martin/ })).toHaveAttribute(
      'href',
      '/workers/PAR-0001',
    );
  });

  it("the shift's panel names its worker as a link to their page for the WORKERS role", async () => {
    act(() => setRoles(['SHIFTS', 'WORKERS']));
    renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}&shift=11` });
    const panel = await screen.findByRole('dialog', { name: 'Shift' });
    expect(await within(panel).findByRole('link', { name: /PAR-0001\s*Ada Martin/ })).toHaveAttribute(
      'href',
      '/workers/PAR-0001',
    );
  });

  it('?shift= in the address opens that shift (the link of an anomaly or another area)', async () => {
    renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}&shift=11` });
    expect(await screen.findByRole('button', { name: 'Save the shift' })).toBeInTheDocument();
    expect(api.calls('GET', 'planning/getShiftById')[0].query).toEqual({ shiftId: 11 });
  });
});
