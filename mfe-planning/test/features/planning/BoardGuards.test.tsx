import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { clearRoles, setRoles, todayInParis, formatShortDay } from '@courier/shared';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerPlanning, BOARD, WEEK } from './fixtures';
import { drag, layOutBoardCells } from './dragAndDrop';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);
layOutBoardCells();

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  answerPlanning(api);
  window.sessionStorage.clear();
});
afterEach(() => act(() => clearRoles()));

async function openBoard(path = `/planning?week=${WEEK}`) {
  const rendered = renderArea(
    <>
      <AppRoutes />
      <Notifications />
    </>,
    { path },
  );
  const grid = await screen.findByRole('grid', { name: 'Week board: workers by day' });
  return { ...rendered, grid };
}
const adaCard = (grid: HTMLElement) =>
  within(grid).getByRole('button', { name: /Pharmacie Centrale 08:00–12:00/ });

describe('/planning: today and closed pay months', () => {
  it("highlights today's column", async () => {
    const { grid } = await openBoard('/planning');
    const today = within(grid)
      .getAllByRole('columnheader')
      .find((h) => h.getAttribute('aria-current') === 'date');
    expect(today).toHaveTextContent(`${formatShortDay(todayInParis())} · today`);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .filter((h) => h.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it("marks the days of a closed pay month (from the board's answer, for any planner) and refuses a drop there before any request", async () => {
    act(() => setRoles(['SHIFTS']));
    api.get('planning/getShifts', { ...BOARD, closedMonths: ['2026-04'] });
    const { grid } = await openBoard();
    await waitFor(() => expect(within(grid).getAllByRole('columnheader')[1]).toHaveTextContent('pay closed'));
    expect(
      within(grid).getByRole('gridcell', {
        name: /^Bruno Petit, Thu 09\/04: .*Pay for this month is closed/,
      }),
    ).toBeInTheDocument();
    drag(adaCard(grid), 1, 3);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pay for April 2026 is closed: its shifts cannot change',
    );
    expect(api.calls('POST', 'planning/moveShift')).toHaveLength(0);
    // Nothing is asked of the pay statements: the board said it.
    expect(api.calls('GET', 'retrib/statements/getStatements')).toHaveLength(0);
  });

  it('a month the board says is open is not marked, though an earlier page of this tab learned it closed', async () => {
    window.sessionStorage.setItem('planning.closedMonths', JSON.stringify(['2026-04']));
    const { grid } = await openBoard();
    await within(grid).findAllByRole('button', { name: /Pharmacie Centrale/ });
    expect(within(grid).getAllByRole('columnheader')[1]).not.toHaveTextContent('pay closed');
  });

  it('a month closed after the board answered: the refusal is shown once, then the month is marked', async () => {
    act(() => setRoles(['SHIFTS']));
    api.post('planning/moveShift', () => fail(409, 'CONFLICT', 'Pay for 2026-04 is closed: reopen it first'));
    const { grid } = await openBoard();
    expect(within(grid).getAllByRole('columnheader')[1]).not.toHaveTextContent('pay closed');
    drag(adaCard(grid), 2, 3);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Move refused: Pay for 2026-04 is closed: reopen it first',
    );
    await waitFor(() => expect(within(grid).getAllByRole('columnheader')[1]).toHaveTextContent('pay closed'));
    drag(adaCard(grid), 1, 2);
    expect(
      await screen.findByText('Pay for April 2026 is closed: its shifts cannot change'),
    ).toBeInTheDocument();
    expect(api.calls('POST', 'planning/moveShift')).toHaveLength(1);
  });
});

describe('/planning: undo a move or a copy', () => {
  it('a move is undone from its notification: the shift goes back to its worker and day', async () => {
    api.post('planning/moveShift', () => ok({}));
    const { grid, user } = await openBoard();
    drag(adaCard(grid), 2, 3);
    expect(await screen.findByText('Shift moved to 09/04/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.calls('POST', 'planning/moveShift')).toHaveLength(2));
    expect(api.calls('POST', 'planning/moveShift')[1].body).toEqual({
      shiftId: 11,
      targetWorkerId: 1,
      targetDate: '2026-04-06',
    });
    expect(await screen.findByText('Undone')).toBeInTheDocument();
  });

  it('a copy is undone from its notification: the copy is deleted with a comment', async () => {
    api.post('planning/duplicateShift', () => ok({ id: 99 }));
    api.post('planning/deleteShift', () => ok({ shiftId: 99, deleted: true }));
    const { grid, user } = await openBoard();
    drag(adaCard(grid), 1, 2, true);
    expect(await screen.findByText('Shift copied to 08/04/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.calls('POST', 'planning/deleteShift')).toHaveLength(1));
    expect(api.calls('POST', 'planning/deleteShift')[0].body).toEqual({
      shiftId: 99,
      workerId: 2,
      comment: 'Copy undone from the board',
    });
  });
});
