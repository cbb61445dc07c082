import { memo, useMemo, type KeyboardEvent } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { VisuallyHidden } from '@mantine/core';
import { useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import type { BoardNames, BoardShift, BoardWorker, DayCell } from '../types';
import { hhmmOf } from '../utils/week';
import { anomalyText } from '../utils/anomalyText';
import classes from './WeekBoard.module.css';

/** The id of a worker's day: the droppable's id and the board's index key. */
export const cellKey = (workerId: number, date: string) => `${workerId}|${date}`;

const ShiftCard = memo(function ShiftCard({
  shift,
  names,
  onOpen,
}: {
  shift: BoardShift;
  names: BoardNames;
  onOpen: (id: number) => void;
}) {
  const t = useT();
  const f = useFormat();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `shift-${shift.id}`,
    data: { shift },
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      // The cell owns the keyboard (arrows, Enter); the card is reached by pointer only.
      tabIndex={-1}
      role="button"
      aria-roledescription="shift"
      data-shift-id={shift.id}
      className={`${classes.shift} ${shift.unproductive ? classes.unproductive : ''} ${isDragging ? classes.dragging : ''}`}
      style={{
        borderLeftColor: (shift.shiftTypeId !== null && names.colors.get(shift.shiftTypeId)) || undefined,
      }}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(shift.id);
      }}
    >
      {/* The visible text is the accessible name (WCAG 2.5.3). */}
      <strong>{names.clients.get(shift.clientId) ?? t('planning.board.unknownClient', { id: shift.clientId })}</strong>{' '}
      <span className={classes.when}>
        {t('planning.board.shiftWhen', {
          start: f.clock(hhmmOf(shift.start)),
          end: f.clock(hhmmOf(shift.end)),
          missions: shift.missions,
        })}
      </span>
      {shift.unproductive && <VisuallyHidden>{t('planning.board.unproductive')}</VisuallyHidden>}
    </button>
  );
});

interface CellProps {
  worker: BoardWorker;
  date: string;
  col: number;
  row: number;
  cell: DayCell | undefined;
  names: BoardNames;
  /** The day is today (highlighted). */
  today: boolean;
  /** The day's pay month is closed (marked; drops are refused). */
  closed: boolean;
  focused: boolean;
  onFocusCell: (row: number, col: number) => void;
  onKey: (e: KeyboardEvent<HTMLDivElement>, row: number, col: number) => void;
  onOpenShift: (id: number) => void;
  onNewShift: (workerId: number, date: string) => void;
  onOpenTimes: (workerId: number, date: string) => void;
}

/** One cell of the board: a worker's day, a drop target, its shift cards, times and anomalies. */
export const Cell = memo(function Cell({
  worker,
  date,
  col,
  row,
  cell,
  names,
  today,
  closed,
  focused,
  onFocusCell,
  onKey,
  onOpenShift,
  onNewShift,
  onOpenTimes,
}: CellProps) {
  const t = useT();
  const f = useFormat();
  const { setNodeRef, isOver } = useDroppable({
    id: cellKey(worker.id, date),
    data: { workerId: worker.id, date },
  });
  const shifts = cell?.shifts;
  const anomalies = cell?.anomalies ?? [];
  // The anomalies name this day's shifts by their times.
  const times = useMemo(
    () => new Map((shifts ?? []).map((s) => [s.id, `${f.clock(hhmmOf(s.start))}–${f.clock(hhmmOf(s.end))}`])),
    [shifts, f],
  );
  return (
    <div
      ref={setNodeRef}
      role="gridcell"
      tabIndex={focused ? 0 : -1}
      data-row={row}
      data-col={col}
      className={`${classes.cell} ${isOver ? classes.over : ''} ${today ? classes.today : ''} ${closed ? classes.closed : ''}`}
      title={closed ? t('planning.board.closedDayTitle') : undefined}
      onFocus={() => onFocusCell(row, col)}
      onKeyDown={(e) => onKey(e, row, col)}
      onDoubleClick={() => onNewShift(worker.id, date)}
    >
      {/* Named by its content: who, which day, how many shifts, then what it shows. */}
      <VisuallyHidden>
        {t('planning.board.cellName', {
          worker: worker.name,
          day: f.shortDay(date),
          shifts: shifts?.length ?? 0,
          anomalies: anomalies.length,
        })}
        {closed ? ` ${t('planning.board.closedDayTitle')}` : ''}
      </VisuallyHidden>
      {shifts?.map((s) => (
        <ShiftCard key={s.id} shift={s} names={names} onOpen={onOpenShift} />
      ))}
      {cell?.times.map((time) => (
        <button
          type="button"
          key={time.id}
          // The cell owns the keyboard (T opens the day's times); the line is reached by pointer.
          tabIndex={-1}
          className={classes.time}
          onClick={(e) => {
            e.stopPropagation();
            onOpenTimes(worker.id, date);
          }}
        >
          {t('planning.board.worked', {
            start: f.clock(hhmmOf(time.start)),
            end: time.end === null ? '…' : f.clock(hhmmOf(time.end)),
          })}
        </button>
      ))}
      {anomalies.map((a, i) => {
        const text = anomalyText(t, f.clock, a, times);
        return (
          <div key={i} className={classes.anomaly} title={text}>
            {t('planning.board.anomaly', { message: text })}
          </div>
        );
      })}
    </div>
  );
});
