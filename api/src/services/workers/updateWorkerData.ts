/**
 * POST workers/updateWorkerData (docs/product.md#calls-workers): a versioned edit of a worker.
 * Leaving sets the left date (today unless given) and is refused while the worker drives a
 * vehicle; coming back clears it. The edit writes a timeline event and an admin event.
 */
import type { Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import { conflict } from '../../domain/errors';
import { todayInParis } from '../../domain/dates';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { recordWorkerEvent, workerEventOnTrail } from '../../repositories/events/workerEvents';
import { diffFields, readForEdit } from '../../repositories/versioned';
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import { findOpenAssignment } from '../../repositories/vehicleAssignments';
import { getWorkerDetail } from '../../repositories/workers/detail';
import {
  requireWorkerRefs,
  updateWorkerRow,
  WORKER_COLUMNS,
  type WorkerField,
} from '../../repositories/workers/commands';

export async function updateWorkerData(
  db: Database,
  userId: number,
  edit: BodyOut<'workers', 'updateWorkerData'>,
): Promise<ResponseOut<'workers', 'getWorker'>> {
  return db.transaction().execute(async (tx) => {
    const id = Number(edit.id);
    const current = await readForEdit(tx, 'workers', id, edit.version, 'worker');
    const { values, changes } = diffFields(
      current as Record<string, unknown>,
      edit as Partial<Record<WorkerField, unknown>>,
      WORKER_COLUMNS,
    );

    if (changes.activityStatus) {
      if (edit.activityStatus === 'inactive') {
        const open = await findOpenAssignment(tx, 'worker', id);
        if (open) throw conflict(`This worker still drives vehicle ${open.vehicle_code}: dissociate it first`);
        if (edit.leftOn === undefined && current.left_on === null) {
          values.left_on = todayInParis();
          changes.leftOn = { from: null, to: values.left_on };
        }
      } else if (edit.leftOn === undefined && current.left_on !== null) {
        values.left_on = null;
        changes.leftOn = { from: current.left_on, to: null };
      }
    }

    await requireWorkerRefs(tx, {
      companyId: changes.companyId ? (edit.companyId as number) : undefined,
      teamId: changes.teamId ? (edit.teamId as number) : undefined,
      agencyId: changes.agencyId ? (edit.agencyId as number) : undefined,
      eluId: changes.eluId ? (edit.eluId as number | null) : undefined,
    });

    const names = Object.keys(changes);
    if (names.length === 0) return getWorkerDetail(tx, id);
    await updateWorkerRow(tx, id, edit.version, values as Updateable<DB['workers']>);

    const kind = changes.activityStatus
      ? edit.activityStatus === 'inactive'
        ? 'deactivated'
        : 'reactivated'
      : 'updated';
    const summary =
      kind === 'updated'
        ? `Changed: ${names.join(', ')}`
        : `${kind === 'deactivated' ? 'Made inactive' : 'Made active again'}; changed: ${names.join(', ')}`;
    // `fields` lets the timeline say the sentence in the reader's language.
    const data = { changes, fields: names };
    await recordWorkerEvent(tx, { workerId: id, userId, kind, summary, data });
    await recordAdminEvent(tx, {
      userId,
      action: 'workers.update',
      targetType: 'worker',
      targetId: id,
      summary: `${current.short_code}: ${summary}`,
      data: workerEventOnTrail(kind, data, current.short_code),
    });
    return getWorkerDetail(tx, id);
  });
}
