import { Drawer, Title } from '@mantine/core';
import type { BoardWorker, PanelTarget } from '../types';
import { DayTimes } from './DayTimes';
import { ExistingShift } from './ExistingShift';
import { NewShiftForm } from './NewShiftForm';
import { useT } from '../../../i18n';

export interface ShiftPanelProps {
  target: PanelTarget | null;
  workers: BoardWorker[];
  onClose: () => void;
  /** After a creation: the panel shows the new shift. */
  onCreated: (shiftId: number) => void;
}

/**
 * The side panel: plan a shift with its missions, or edit one (missions, unproductive, delete,
 * worker times); or a worker's times of a date, with or without a shift.
 */
export function ShiftPanel({ target, workers, onClose, onCreated }: ShiftPanelProps) {
  const t = useT();
  const title = t(target?.kind === 'new' ? 'panel.newShift' : target?.kind === 'times' ? 'panel.workerTimes' : 'panel.shift');
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} size="h3">
          {title}
        </Title>
      }
    >
      {target?.kind === 'new' && (
        <NewShiftForm
          key={`${target.workerId}|${target.date}`}
          target={target}
          workers={workers}
          onCreated={onCreated}
        />
      )}
      {target?.kind === 'shift' && (
        <ExistingShift key={target.shiftId} shiftId={target.shiftId} onDeleted={onClose} />
      )}
      {target?.kind === 'times' && (
        <DayTimes key={`${target.workerId}|${target.date}`} target={target} workers={workers} />
      )}
    </Drawer>
  );
}
