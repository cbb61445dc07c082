import { screen, waitFor, within } from '@testing-library/react';
import { ok, renderArea } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { BOARD, WEEK } from './fixtures';
import { api, shiftDetail, openBoard, setUpFakeApi, findPanel } from './panelsSetup';

setUpFakeApi();

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
    const panel = await findPanel('Shift');
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
