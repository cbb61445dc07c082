import { screen, within } from '@testing-library/react';
import {
  ROW_HEIGHT,
  SHIFT_CARD_HEIGHT,
  VIRTUALIZE_ABOVE,
  rowHeightOf,
} from '../../../src/features/planning/components/WeekBoard';
import type { Board } from '../../../src/features/planning/types';
import { BOARD, WEEK, shift } from './fixtures';
import { api, openBoard, setUpFakeApi } from './panelsSetup';

setUpFakeApi();

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
