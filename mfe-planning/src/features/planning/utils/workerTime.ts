import { formatTime, type Formatters } from '@courier/shared';
import type { AddWorkerTimeBody, EditWorkerTimeBody, GetWorkerTimeByWorkerIdAnswer } from '../api';

export type WorkerTime = GetWorkerTimeByWorkerIdAnswer[number];

/** An instant as the `HH:MM` a time field holds, in Paris (the English time format is exactly that). */
export const hhmmInParis = (iso: string) => formatTime(iso, 'en');

/** A time's span as the panel names it: `08:30–12:00`, or `08:30–…` while still at work. */
export const span = (t: WorkerTime, f: Formatters) => `${f.time(t.startedAt)}–${t.endedAt ? f.time(t.endedAt) : '…'}`;

/** A worker time as typed; named as the body's fields, so the server's errors land on them. */
export interface WorkerTimeValues {
  startTime: string;
  endTime: string;
  gtaTypeId: string | null;
  comment: string;
}

/** What the add and edit bodies share: an empty end is an open time, an empty comment none. */
const fields = (v: WorkerTimeValues) => ({
  startTime: v.startTime,
  endTime: v.endTime || null,
  gtaTypeId: v.gtaTypeId ? Number(v.gtaTypeId) : null,
  comment: v.comment.trim() || null,
});

export const NEW_WORKER_TIME: WorkerTimeValues = {
  startTime: '08:00',
  endTime: '12:00',
  gtaTypeId: null,
  comment: '',
};

export function workerTimeValues(time: WorkerTime): WorkerTimeValues {
  return {
    startTime: hhmmInParis(time.startedAt),
    endTime: time.endedAt ? hhmmInParis(time.endedAt) : '',
    gtaTypeId: time.gtaType ? String(time.gtaType.id) : null,
    comment: time.comment ?? '',
  };
}

export const toAddWorkerTimeBody = (
  workerId: number,
  date: string,
  v: WorkerTimeValues,
): AddWorkerTimeBody => ({
  workerId,
  date,
  ...fields(v),
});

export const toEditWorkerTimeBody = (time: WorkerTime, v: WorkerTimeValues): EditWorkerTimeBody => ({
  id: time.id,
  version: time.version,
  ...fields(v),
});
