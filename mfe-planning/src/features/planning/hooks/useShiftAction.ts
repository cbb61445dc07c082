import { useState } from 'react';
import { useDeleteShift, useSwitchUnproductive } from '../api';
import type { ShiftDetail } from '../types';
import { announce } from '../../../i18n/notify';

export type ShiftAction = 'delete' | 'unproductive';

/**
 * The two changes of a shift that need a reason: delete it (planning/deleteShift), or switch it
 * to unproductive and back (planning/switchUnProudictiveShift). The action chosen, its comment,
 * and the call that confirms it.
 */
export function useShiftAction(shift: ShiftDetail, onDeleted: () => void) {
  const del = useDeleteShift();
  const unproductive = useSwitchUnproductive();
  const [action, setAction] = useState<ShiftAction | null>(null);
  const [comment, setComment] = useState('');

  const confirm = () => {
    const body = { shiftId: shift.id, workerId: shift.worker.id, comment };
    if (action === 'delete')
      del.mutate(body, {
        onSuccess: () => {
          announce('shift.deleted');
          onDeleted();
        },
      });
    else
      unproductive.mutate(body, {
        onSuccess: (s) => {
          announce(s.unproductive ? 'shift.switchedUnproductive' : 'shift.switchedProductive');
          setAction(null);
          setComment('');
        },
      });
  };

  return {
    action,
    choose: setAction,
    cancel: () => setAction(null),
    comment,
    setComment,
    confirm,
    error: action === 'delete' ? del.error : unproductive.error,
    pending: del.isPending || unproductive.isPending,
  };
}
