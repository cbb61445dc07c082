import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useErrorMessage, useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import { useDeleteShift, useDuplicateShift, useMoveShift } from '../api';
import { closedMonthOf, learnedClosedMonths, monthOf, rememberClosedMonth } from '../utils/closedMonths';
import type { ShiftDrop } from '../components/WeekBoard';

/** How long a move or a copy can be undone from its notification. */
export const UNDO_MS = 10_000;

/** What the board's answer says of the pay months of its period. */
export interface BoardClosedMonths {
  /** The months (YYYY-MM) of the period the answer covers. */
  months: readonly string[];
  /** The closed ones among them; undefined until the board has answered. */
  closed: readonly string[] | undefined;
  /** When that answer arrived (ms since the epoch). */
  answeredAt: number;
}

/**
 * The closed months the board marks: those of the board's answer, and those a refusal named,
 * the fallback. A month learned before the answer (this tab's earlier pages) counts only
 * outside the period the answer covers (the answer is newer, a month may have been reopened);
 * one learned after it counts until the next answer.
 */
function markedClosedMonths(board: BoardClosedMonths, learned: ReadonlyMap<string, number>): Set<string> {
  const marked = new Set(board.closed ?? []);
  for (const [month, learnedAt] of learned)
    if (board.closed === undefined || !board.months.includes(month) || learnedAt >= board.answeredAt)
      marked.add(month);
  return marked;
}

/** The months this tab learned from refusals, from before this page (at time 0: older than any answer). */
const learnedBefore = () => new Map(learnedClosedMonths().map((m) => [m, 0]));

/**
 * A shift dropped on the board: moved, or copied (Alt/Ctrl). A drop that touches a closed pay
 * month is refused here, before any request; a refusal of the server is one message (the
 * page's banner), and a month it names as closed is remembered for the next drops. A move or
 * a copy is announced with "Undo" for UNDO_MS: the shift moves back, or the copy is deleted.
 */
export function useShiftDrop(board: BoardClosedMonths) {
  const t = useT();
  const f = useFormat();
  const describe = useErrorMessage();
  const move = useMoveShift();
  const duplicate = useDuplicateShift();
  const remove = useDeleteShift();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [learned, setLearned] = useState<ReadonlyMap<string, number>>(learnedBefore);
  const { months, closed: boardClosed, answeredAt } = board;
  const closedMonths = useMemo(
    () => markedClosedMonths({ months, closed: boardClosed, answeredAt }, learned),
    [months, boardClosed, answeredAt, learned],
  );

  const undo = useCallback(
    (id: string, run: () => Promise<unknown>) => {
      notifications.hide(id);
      run().then(
        () => notifications.show({ color: 'teal', message: t('planning.undo.done'), autoClose: 4000 }),
        (e: unknown) => setRefusal(t('planning.undo.refused', { reason: describe(e) })),
      );
    },
    [t, describe],
  );

  /** The success notification, with its "Undo" button. */
  const announceUndoable = useCallback(
    (message: string, run: () => Promise<unknown>) => {
      const id = `planning-undo-${Date.now()}`;
      notifications.show({
        id,
        color: 'teal',
        autoClose: UNDO_MS,
        message: (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{message}</Text>
            <Button size="compact-sm" variant="light" onClick={() => undo(id, run)}>
              {t('planning.undo.button')}
            </Button>
          </Group>
        ),
      });
    },
    [t, undo],
  );

  const onDrop = useCallback(
    ({ shift, targetWorkerId, targetDate, duplicate: copy }: ShiftDrop) => {
      const touched = copy ? [targetDate] : [shift.date, targetDate];
      const closed = touched.map(monthOf).find((m) => closedMonths.has(m));
      if (closed) {
        setRefusal(t('planning.refusal.closedMonth', { month: f.month(closed) }));
        return;
      }
      setRefusal(null);
      const body = { shiftId: shift.id, targetWorkerId, targetDate };
      const onError = (e: unknown) => {
        const month = closedMonthOf(e);
        if (month) {
          rememberClosedMonth(month);
          setLearned((known) => new Map(known).set(month, Date.now()));
        }
        setRefusal(t(copy ? 'planning.refusal.copy' : 'planning.refusal.move', { reason: describe(e) }));
      };
      if (copy)
        duplicate.mutate(body, {
          onError,
          onSuccess: (created) =>
            announceUndoable(t('planning.notify.copied', { date: f.date(targetDate) }), () =>
              remove.mutateAsync({
                shiftId: created.id,
                workerId: targetWorkerId,
                comment: t('planning.undo.copyComment'),
              }),
            ),
        });
      else
        move.mutate(body, {
          onError,
          onSuccess: () =>
            announceUndoable(t('planning.notify.moved', { date: f.date(targetDate) }), () =>
              move.mutateAsync({ shiftId: shift.id, targetWorkerId: shift.workerId, targetDate: shift.date }),
            ),
        });
    },
    [closedMonths, t, f, describe, duplicate, move, remove, announceUndoable],
  );

  return { onDrop, refusal, dismiss: () => setRefusal(null), closedMonths };
}
