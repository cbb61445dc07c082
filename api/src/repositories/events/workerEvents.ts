/**
 * A worker's timeline (`worker_events`, the worker page's history): its writers, for every module
 * that changes a worker (Workers, Vehicles, Planning), beside the admin trail (adminEvents.ts).
 * The timeline's reader is repositories/workers/events.ts.
 */
import type { Executor } from '../../db/executor';
import { withAdminEvent } from './adminEvents';

export interface WorkerEventInput {
  workerId: number;
  userId: number | null;
  kind: string;
  summary: string;
  data?: unknown;
}

export async function recordWorkerEvent(db: Executor, e: WorkerEventInput): Promise<void> {
  await db.insertInto('worker_events').values(workerEventRow(e)).execute();
}

/**
 * The admin event's values of a worker's change: its timeline event (kind and values), which the
 * Settings trail words as the worker's timeline does, after the worker's short code when given.
 */
export const workerEventOnTrail = (kind: string, data: unknown, worker?: string) => ({
  ...(worker === undefined ? {} : { worker }),
  workerEvent: { kind, data: data ?? null },
});

const workerEventRow = (e: WorkerEventInput) => ({
  worker_id: e.workerId,
  user_id: e.userId,
  kind: e.kind,
  summary: e.summary.slice(0, 2000),
  data: e.data === undefined ? null : JSON.stringify(e.data),
});

/**
 * A change seen on the worker's timeline and in the admin events, with one summary, written in
 * the change's transaction by one statement (withAdminEvent).
 */
export async function recordWorkerChange(
  db: Executor,
  e: {
    workerId: number;
    userId: number;
    kind: string;
    action: string;
    targetType: string;
    targetId: number;
    summary: string;
    data?: unknown;
  },
) {
  await withAdminEvent(db, {
    userId: e.userId,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    summary: e.summary,
    data: workerEventOnTrail(e.kind, e.data),
  })
    .insertInto('worker_events')
    .values(workerEventRow(e))
    .execute();
}
