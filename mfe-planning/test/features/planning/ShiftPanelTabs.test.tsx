import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerPlanning, shiftRow, WEEK } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const ADA = { id: 1, shortCode: 'PAR-0001', name: 'Ada Martin' };
const DETAIL = {
  ...shiftRow({ missionsCount: 1 }),
  worker: ADA,
  missions: [
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
  ],
  createdAt: '2026-04-01T08:00:00.000Z',
  updatedAt: '2026-04-01T08:00:00.000Z',
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  answerPlanning(api);
  api.get('planning/getShiftById', DETAIL);
  api.get('planning/getWorkerTimeByWorkerId', []);
});

const formsShown = (panel: HTMLElement) => within(panel).getByRole('tabpanel').querySelectorAll('form');

describe("/planning: a shift's panel holds one form at a time", () => {
  it('details (with the actions), missions and worker times are tabs, each with its one form', async () => {
    const { user } = renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}&shift=11` });
    const panel = await screen.findByRole('dialog', { name: 'Shift' });
    expect(await within(panel).findByRole('tab', { name: 'Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(formsShown(panel)).toHaveLength(1);
    expect(
      within(within(panel).getByRole('tabpanel')).getByRole('button', { name: 'Save the shift' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Delete the shift' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('tab', { name: 'Missions (1)' }));
    expect(formsShown(panel)).toHaveLength(1);
    expect(within(panel).getByRole('table', { name: 'Missions of the shift' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save the shift' })).toBeNull();

    await user.click(within(panel).getByRole('tab', { name: 'Worker times of the day' }));
    expect(formsShown(panel)).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Add worker time' })).toBeInTheDocument();
  });

  it("a missing time is said next to its field, not in the browser's bubble, and nothing is sent", async () => {
    const { user } = renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}&shift=11` });
    const panel = await screen.findByRole('dialog', { name: 'Shift' });
    const start = await within(panel).findByRole('textbox', { name: /^Start/ });
    expect(start.closest('form')).toHaveAttribute('novalidate');
    await user.clear(start);
    await user.click(within(panel).getByRole('button', { name: 'Save the shift' }));
    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    expect(start).toHaveAccessibleDescription(/.+/);
    expect(api.calls('POST', 'planning/updateShift')).toHaveLength(0);
  });
});
