import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import type { Board, BoardNames, BoardShift, BoardWorker, DayCell } from '../types';
import { useRenderMarks } from '../../../lib/renderMarks';
import { Cell, cellKey } from './BoardCell';
import classes from './WeekBoard.module.css';

/** Rows beyond this are virtual: only those in view (and a few more) are in the page. */
export const VIRTUALIZE_ABOVE = 40;
/** The height of a quiet row, and what each line of a cell adds (WeekBoard.module.css). */
export const ROW_HEIGHT = 72;
export const SHIFT_CARD_HEIGHT = 40;
export const CELL_LINE_HEIGHT = 18;
const CELL_PADDING = 8;

/**
 * The least height of a row: its busiest cell's shift cards, "Worked" lines and anomaly line
 * (each anomaly on its own line), never less than a quiet row. A virtual row starts at this
 * height and is then measured as drawn, so a row grows to its busiest cell and never overlaps
 * the next one.
 */
export function rowHeightOf(cells: (DayCell | undefined)[]): number {
  let most = 0;
  for (const c of cells) {
    if (!c) continue;
    const h = c.shifts.length * SHIFT_CARD_HEIGHT + (c.times.length + c.anomalies.length) * CELL_LINE_HEIGHT;
    if (h > most) most = h;
  }
  return Math.max(ROW_HEIGHT, most + CELL_PADDING);
}

export interface ShiftDrop {
  shift: BoardShift;
  targetWorkerId: number;
  targetDate: string;
  /** Alt or Ctrl held when the drag started: copy instead of move. */
  duplicate: boolean;
}

export interface WeekBoardProps {
  board: Board;
  dates: string[];
  onOpenShift: (shiftId: number) => void;
  onNewShift: (workerId: number, date: string) => void;
  /** A worker's times of a date (the cell's "Worked" lines, or T on a cell). */
  onOpenTimes: (workerId: number, date: string) => void;
  /** A worker's planned shifts and anomalies (the row's header, or W on a cell). */
  onOpenWorker: (worker: BoardWorker) => void;
  onDrop: (drop: ShiftDrop) => void;
  /** Today in Paris: its column is highlighted. */
  today: string;
  /** Closed pay months (YYYY-MM): their days are marked, and refuse drops. */
  closedMonths: ReadonlySet<string>;
}

/** The board's performance marks: `planning-board:rows-committed` and `planning-board:rows-painted` (utils/renderMarks.ts). */
export const BOARD_MARKS = 'planning-board';

/** The cells of the board: each worker's shifts, times and anomalies by date. */
function indexBoard(board: Board): Map<string, DayCell> {
  const cells = new Map<string, DayCell>();
  const cell = (workerId: number, date: string) => {
    const key = cellKey(workerId, date);
    let c = cells.get(key);
    if (!c) cells.set(key, (c = { shifts: [], times: [], anomalies: [] }));
    return c;
  };
  for (const s of board.shifts) cell(s.workerId, s.date).shifts.push(s);
  for (const t of board.workerTimes) cell(t.workerId, t.date).times.push(t);
  for (const a of board.anomalies) cell(a.workerId, a.date).anomalies.push(a);
  return cells;
}

/** The names of the answer, by id. */
function namesOf(board: Board): BoardNames {
  return {
    clients: new Map(board.clients.map((c) => [c.id, c.name])),
    colors: new Map(board.shiftTypes.map((t) => [t.id, t.color])),
  };
}

/**
 * The week board: rows = workers, columns = days. Drag a shift to another cell to move it
 * (Alt or Ctrl held: copy it). Keyboard: the arrows move across cells, Enter opens the cell's
 * first shift (or a new one on an empty cell), N plans a new one. Rows are virtual beyond
 * VIRTUALIZE_ABOVE workers.
 */
export function WeekBoard({
  board,
  dates,
  onOpenShift,
  onNewShift,
  onOpenTimes,
  onOpenWorker,
  onDrop,
  today,
  closedMonths,
}: WeekBoardProps) {
  const t = useT();
  const f = useFormat();
  const cells = useMemo(() => indexBoard(board), [board]);
  const names = useMemo(() => namesOf(board), [board]);
  useRenderMarks(
    BOARD_MARKS,
    board,
    () => scrollRef.current?.querySelectorAll('[role="rowheader"]').length ?? 0,
  );
  const workers = board.workers;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState({ row: 0, col: 0 });
  const virtual = workers.length > VIRTUALIZE_ABOVE;
  const heights = useMemo(
    () => workers.map((w) => rowHeightOf(dates.map((d) => cells.get(cellKey(w.id, d))))),
    [workers, dates, cells],
  );
  // TanStack Virtual returns functions that change identity; the compiler must not memoize around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: workers.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => heights[i] ?? ROW_HEIGHT,
    // A row is as tall as drawn (its busiest cell), never less than its estimate.
    measureElement: (el, entry, instance) =>
      Math.max(
        heights[Number(el.getAttribute('data-index'))] ?? ROW_HEIGHT,
        measureElement(el, entry, instance),
      ),
    getItemKey: (i) => workers[i]?.id ?? i,
    overscan: 8,
    enabled: virtual,
  });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const onFocusCell = useCallback((row: number, col: number) => setFocus({ row, col }), []);
  const onKey = useCallback(
    (e: KeyboardEvent<HTMLDivElement>, row: number, col: number) => {
      const moves: Record<string, [number, number]> = {
        ArrowUp: [-1, 0],
        ArrowDown: [1, 0],
        ArrowLeft: [0, -1],
        ArrowRight: [0, 1],
        Home: [0, -col],
        End: [0, dates.length - 1 - col],
      };
      if (moves[e.key]) {
        e.preventDefault();
        const next = {
          row: Math.min(workers.length - 1, Math.max(0, row + moves[e.key][0])),
          col: Math.min(dates.length - 1, Math.max(0, col + moves[e.key][1])),
        };
        setFocus(next);
        if (virtual) virtualizer.scrollToIndex(next.row);
        // The next cell may only exist after the scroll renders it.
        requestAnimationFrame(() =>
          scrollRef.current
            ?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-col="${next.col}"]`)
            ?.focus(),
        );
        return;
      }
      const worker = workers[row];
      if (e.key === 'Enter') {
        e.preventDefault();
        const first = cells.get(cellKey(worker.id, dates[col]))?.shifts[0];
        if (first) onOpenShift(first.id);
        else onNewShift(worker.id, dates[col]);
      } else if (e.key === 'n' || e.key === 'N') {
        e.preventDefault();
        onNewShift(worker.id, dates[col]);
      } else if (e.key === 't' || e.key === 'T') {
        e.preventDefault();
        onOpenTimes(worker.id, dates[col]);
      } else if (e.key === 'w' || e.key === 'W') {
        e.preventDefault();
        onOpenWorker(worker);
      }
    },
    [cells, dates, onNewShift, onOpenShift, onOpenTimes, onOpenWorker, virtual, virtualizer, workers],
  );

  const onDragEnd = (e: DragEndEvent) => {
    const shift = e.active.data.current?.shift as BoardShift | undefined;
    const target = e.over?.data.current as { workerId: number; date: string } | undefined;
    if (!shift || !target) return;
    const start = e.activatorEvent as PointerEvent | undefined;
    const duplicate = !!(start && (start.altKey || start.ctrlKey || start.metaKey));
    if (!duplicate && target.workerId === shift.workerId && target.date === shift.date) return;
    onDrop({ shift, targetWorkerId: target.workerId, targetDate: target.date, duplicate });
  };

  const renderRow = (worker: BoardWorker, row: number, style?: React.CSSProperties) => (
    <div
      key={worker.id}
      ref={virtual ? virtualizer.measureElement : undefined}
      role="row"
      aria-rowindex={row + 2}
      className={classes.row}
      style={style}
      data-index={row}
    >
      <div role="rowheader" className={classes.worker}>
        <button
          type="button"
          // The cells own the keyboard (W opens this from any cell of the row).
          tabIndex={-1}
          className={classes.workerButton}
          title={t('planning.board.workerTitle', { name: worker.name })}
          onClick={() => onOpenWorker(worker)}
        >
          <strong>{worker.shortCode}</strong>
          <br />
          {worker.name}
        </button>
      </div>
      {dates.map((date, col) => (
        <Cell
          key={date}
          worker={worker}
          date={date}
          col={col}
          row={row}
          cell={cells.get(cellKey(worker.id, date))}
          names={names}
          today={date === today}
          closed={closedMonths.has(date.slice(0, 7))}
          focused={focus.row === row && focus.col === col}
          onFocusCell={onFocusCell}
          onKey={onKey}
          onOpenShift={onOpenShift}
          onNewShift={onNewShift}
          onOpenTimes={onOpenTimes}
        />
      ))}
    </div>
  );

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div
        ref={scrollRef}
        className={classes.scroller}
        style={{ height: virtual ? 640 : undefined }}
        role="grid"
        aria-label={t('planning.board.label')}
        aria-rowcount={workers.length + 1}
        aria-colcount={dates.length + 1}
      >
        <div role="row" aria-rowindex={1} className={`${classes.row} ${classes.head}`}>
          <div role="columnheader" className={classes.worker}>
            {t('planning.board.worker')}
          </div>
          {dates.map((d) => {
            const closed = closedMonths.has(d.slice(0, 7));
            return (
              <div
                role="columnheader"
                key={d}
                aria-current={d === today ? 'date' : undefined}
                title={closed ? t('planning.board.closedDayTitle') : undefined}
                className={`${classes.worker} ${d === today ? classes.todayHead : ''} ${closed ? classes.closedHead : ''}`}
              >
                {f.shortDay(d)}
                {d === today && <span className={classes.mark}> {t('planning.board.today')}</span>}
                {closed && <span className={classes.mark}> {t('planning.board.closedDay')}</span>}
              </div>
            );
          })}
        </div>
        {virtual ? (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((v) =>
              renderRow(workers[v.index], v.index, {
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                minHeight: heights[v.index],
                transform: `translateY(${v.start}px)`,
              }),
            )}
          </div>
        ) : (
          workers.map((w, i) => renderRow(w, i))
        )}
      </div>
    </DndContext>
  );
}
