import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, ok, renderArea, type FakeApi } from '@courier/shared/testing';
import { AppRoutes } from '../../../src/app/routes';
import { answerPlanning, BOARD, shiftRow, WEEK } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

let api: FakeApi;

// jsdom has no layout and no PointerEvent: cells get a rect from their row and column (a
// 150 x 80 grid under a 40 px header), everything inside a cell the rect of its cell, so that
// dnd-kit's pointer sensor and collision detection see where a drag starts and ends.
class TestPointerEvent extends MouseEvent {
  isPrimary: boolean;
  pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.isPrimary = init.isPrimary ?? true;
    this.pointerId = init.pointerId ?? 1;
  }
}
const cellRect = (row: number, col: number) => {
  const left = 200 + col * 150;
  const top = 40 + row * 80;
  return {
    x: left,
    y: top,
    left,
    top,
    width: 150,
    height: 80,
    right: left + 150,
    bottom: top + 80,
    toJSON: () => ({}),
  } as DOMRect;
};
const original = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  (window as unknown as { PointerEvent: typeof TestPointerEvent }).PointerEvent = TestPointerEvent;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const cell = this.closest('[data-row]');
    if (cell) return cellRect(Number(cell.getAttribute('data-row')), Number(cell.getAttribute('data-col')));
    return original.call(this);
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = original;
});

beforeEach(() => {
  api = fakeApi();
  answerPlanning(api);
});

async function openBoard() {
  renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}` });
  return screen.findByRole('grid', { name: 'Week board: workers by day' });
}

/** Drags the card to the centre of the cell (row, col), with Alt held when `alt`. */
function drag(card: HTMLElement, row: number, col: number, alt = false) {
  const from = card.getBoundingClientRect();
  const to = cellRect(row, col);
  fireEvent.pointerDown(card, {
    clientX: from.left + 10,
    clientY: from.top + 10,
    button: 0,
    isPrimary: true,
    altKey: alt,
  });
  fireEvent.pointerMove(document, { clientX: from.left + 30, clientY: from.top + 10 });
  fireEvent.pointerMove(document, { clientX: to.left + 75, clientY: to.top + 40 });
  fireEvent.pointerUp(document, { clientX: to.left + 75, clientY: to.top + 40 });
}

describe('/planning: the week board', () => {
  it('renders the week from the answer: workers in rows, days in columns, shifts, times and anomalies', async () => {
    const grid = await openBoard();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Worker',
      'Mon 06/04',
      'Tue 07/04',
      'Wed 08/04',
      'Thu 09/04',
      'Fri 10/04',
      'Sat 11/04',
      'Sun 12/04',
    ]);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['PAR-0001Ada Martin', 'PAR-0002Bruno Petit', 'PAR-0003Chloé Roux']);
    const ada = within(grid).getByRole('gridcell', { name: /^Ada Martin, Mon 06\/04: 1 shift, 1 anomaly\./ });
    expect(
      within(ada).getByRole('button', { name: 'Pharmacie Centrale 08:00–12:00 · 2 missions' }),
    ).toBeInTheDocument();
    expect(ada).toHaveTextContent('Worked 08:30–12:00');
    expect(ada).toHaveTextContent('⚠ Started 30 min late (planned 08:00, worked 08:30)');
    expect(
      within(grid).getByRole('gridcell', { name: /^Bruno Petit, Wed 08\/04: 1 shift\./ }),
    ).toHaveTextContent('Banque du Port');
    expect(screen.getByText(/Shifts may be planned up to 01\/05\/2026 \(30 days ahead\)/)).toBeInTheDocument();
    expect(api.calls('GET', 'planning/getShifts')[0].query).toMatchObject({
      dateStart: WEEK,
      dateEnd: '2026-04-12',
      page: 1,
      pageSize: 300,
    });
    expect(screen.getByText('3 workers, 2 shifts, 1 anomalies this week')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next workers' })).not.toBeInTheDocument();
  });

  it('asks the next rows of workers when there are more than one page', async () => {
    api.get('planning/getShifts', (req) => ok({ ...BOARD, total: 650, page: Number(req.query.page) }));
    const grid = await openBoard();
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(3);
    expect(screen.getByText('Workers 1–3 of 650')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous workers' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next workers' }));
    await waitFor(() =>
      expect(api.calls('GET', 'planning/getShifts').some((c) => c.query.page === 2)).toBe(true),
    );
    expect(await screen.findByText('Workers 301–303 of 650')).toBeInTheDocument();
  });

  it('a drag to another day and worker calls moveShift with the right payload', async () => {
    api.post('planning/moveShift', () => ok({}));
    const grid = await openBoard();
    drag(within(grid).getByRole('button', { name: /Pharmacie Centrale 08:00–12:00/ }), 2, 3);
    await waitFor(() => expect(api.calls('POST', 'planning/moveShift')).toHaveLength(1));
    expect(api.calls('POST', 'planning/moveShift')[0].body).toEqual({
      shiftId: 11,
      targetWorkerId: 3,
      targetDate: '2026-04-09',
    });
    expect(api.calls('POST', 'planning/duplicateShift')).toHaveLength(0);
  });

  it('Alt-drag duplicates; a refusal of the server is shown with its reason', async () => {
    api.post('planning/duplicateShift', () =>
      fail(
        409,
        'CONFLICT',
        "Overlaps shift 12 of PAR-0002 on 2026-04-08 (14:00–18:00): a worker's shifts cannot overlap",
      ),
    );
    const grid = await openBoard();
    drag(within(grid).getByRole('button', { name: /Pharmacie Centrale 08:00–12:00/ }), 1, 2, true);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Copy refused: Overlaps shift 12 of PAR-0002 on 2026-04-08 (14:00–18:00): a worker's shifts cannot overlap",
    );
    expect(api.calls('POST', 'planning/duplicateShift')[0].body).toEqual({
      shiftId: 11,
      targetWorkerId: 2,
      targetDate: '2026-04-08',
    });
  });

  it('keyboard: arrows move the focus across cells, Enter opens the shift of the cell', async () => {
    api.get('planning/getShiftById', {
      ...shiftRow({ missionsCount: 2 }),
      worker: { id: 1, shortCode: 'PAR-0001', name: 'Ada Martin' },
      missions: [],
      createdAt: '2026-04-01T08:00:00.000Z',
      updatedAt: '2026-04-01T08:00:00.000Z',
    });
    api.get('planning/getWorkerTimeByWorkerId', []);
    const grid = await openBoard();
    const first = within(grid).getByRole('gridcell', { name: /^Ada Martin, Mon 06\/04/ });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(within(grid).getByRole('gridcell', { name: /^Ada Martin, Tue 07\/04/ })).toHaveFocus(),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect(first).toHaveFocus());
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(await screen.findByRole('button', { name: 'Save the shift' })).toBeInTheDocument();
    expect(api.calls('GET', 'planning/getShiftById')[0].query).toEqual({ shiftId: 11 });
  });

  it('planned against actual: a worker of the board, the week, then four weeks; days, anomalies and the pay difference', async () => {
    const day = {
      date: '2026-04-06',
      plannedMinutes: 480,
      workedMinutes: 450,
      shifts: 1,
      workerTimes: 1,
      anomalies: [
        {
          kind: 'timeOffPlan',
          workerId: 1,
          date: '2026-04-06',
          shiftId: 11,
          otherShiftId: null,
          workerTimeId: 5,
          minutes: 30,
          message: 'Ended 30 minutes before the plan',
        },
      ],
      plannedPay: 9600,
      actualPay: 9000,
      payDifference: -600,
    };
    const quiet = { ...day, date: '2026-04-07', plannedMinutes: 0, workedMinutes: 0, shifts: 0, workerTimes: 0, anomalies: [], plannedPay: 0, actualPay: 0, payDifference: 0 };
    api.get('planning/getReconciliation', () =>
      ok({
        worker: { id: 1, shortCode: 'PAR-0001', name: 'Ada Martin' },
        days: [day, quiet],
        totals: { plannedMinutes: 480, workedMinutes: 450, anomalies: 1, plannedPay: 9600, actualPay: 9000, payDifference: -600 },
      }),
    );
    const { user } = renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}` });
    await screen.findByRole('grid', { name: 'Week board: workers by day' });
    expect(screen.getByText(/Choose a worker to see their planned shifts/)).toBeInTheDocument();
    expect(api.calls('GET', 'planning/getReconciliation')).toHaveLength(0);
    await user.click(screen.getByLabelText('Worker to reconcile', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'PAR-0001 Ada Martin', hidden: true }));
    const table = await screen.findByRole('table', {
      name: 'Planned against actual, Ada Martin, 06/04/2026 to 12/04/2026',
    });
    expect(api.calls('GET', 'planning/getReconciliation')[0].query).toEqual({
      workerId: 1,
      dateStart: '2026-04-06',
      dateEnd: '2026-04-12',
    });
    const rows = within(table).getAllByRole('row');
    // Header, the one day with something to reconcile (the quiet day is left out), the total.
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('8 h 00');
    expect(rows[1]).toHaveTextContent('7 h 30');
    expect(rows[1]).toHaveTextContent('Ended 30 minutes before the plan');
    expect(rows[2]).toHaveTextContent(/Total.*8 h 00.*7 h 30.*1.*€96\.00.*€90\.00.*-€6\.00/);
    await user.click(screen.getByText('4 weeks'));
    await waitFor(() =>
      expect(api.calls('GET', 'planning/getReconciliation').at(-1)!.query).toEqual({
        workerId: 1,
        dateStart: '2026-03-16',
        dateEnd: '2026-04-12',
      }),
    );
  });

  it('asks for the clients only once their filter is used, then offers them', async () => {
    await openBoard();
    expect(api.calls('GET', 'planning/getShifts')).toHaveLength(1);
    expect(api.calls('GET', 'planning/getClientsShiftable')).toHaveLength(0);
    const filter = screen.getByLabelText('Clients', { selector: 'input' });
    fireEvent.focus(filter);
    fireEvent.click(filter);
    expect(await screen.findByRole('option', { name: 'Pharmacie Centrale', hidden: true })).toBeInTheDocument();
    expect(api.calls('GET', 'planning/getClientsShiftable')).toHaveLength(1);
  });

  it('shows an error with Retry when the week cannot be loaded', async () => {
    api.get('planning/getShifts', () => fail(500, 'INTERNAL', 'Database down'));
    renderArea(<AppRoutes />, { path: `/planning?week=${WEEK}` });
    expect(await screen.findByText('The week could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
