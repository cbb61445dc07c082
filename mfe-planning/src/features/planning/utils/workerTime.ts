import type { AddWorkerTimeBody, EditWorkerTimeBody, GetWorkerTimeByWorkerIdAnswer } from '../api';

export type WorkerTime = GetWorkerTimeByWorkerIdAnswer[number];

/** An instant as `HH:MM` in Paris, where the operator works. */
export const hm = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** A time's span as the panel names it: `08:30–12:00`, or `08:30–…` while still at work. */
export const span = (t: WorkerTime) => `${hm(t.startedAt)}–${t.endedAt ? hm(t.endedAt) : '…'}`;

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
    startTime: hm(time.startedAt),
    endTime: time.endedAt ? hm(time.endedAt) : '',
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
