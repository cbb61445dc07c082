import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail } from '@courier/shared/testing';
import { BOARD, shiftRow, WEEK } from './fixtures';
import { api, ADA, time, shiftDetail, openBoard, setUpFakeApi, findPanel } from './panelsSetup';

setUpFakeApi();

describe("/planning: a worker's planned shifts and anomalies", () => {
  const plan = {
    worker: ADA,
    dateStart: '2026-03-23',
    dateEnd: '2026-05-01',
    shifts: [
      shiftRow({ missionsCount: 2 }),
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
    const panel = await findPanel('Planned shifts and anomalies');
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
    const panel = await findPanel('Planned shifts and anomalies');
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
    const panel = await findPanel('Planned shifts and anomalies');
    expect(
      await within(panel).findByText("The worker's shifts and anomalies could not be loaded"),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/No such worker: 77/)).toBeInTheDocument();
  });
});
