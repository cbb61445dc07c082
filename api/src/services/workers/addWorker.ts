/**
 * POST workers/addWorker (docs/product.md#calls-workers): the company's next short code and the
 * new worker, with its timeline's first event and the admin event, in one transaction.
 */
import type { Database } from '../../db/database';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { recordWorkerEvent, workerEventOnTrail } from '../../repositories/events/workerEvents';
import { fullName } from '../../repositories/rowValues';
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import { insertWorker, requireWorkerRefs, takeNextShortCode } from '../../repositories/workers/commands';
import { getWorkerDetail } from '../../repositories/workers/detail';

export async function addWorker(
  db: Database,
  userId: number,
  worker: BodyOut<'workers', 'addWorker'>,
): Promise<ResponseOut<'workers', 'getWorker'>> {
  return db.transaction().execute(async (tx) => {
    await requireWorkerRefs(tx, worker);
    const shortCode = await takeNextShortCode(tx, worker.companyId as number);
    const id = await insertWorker(tx, shortCode, worker);
    const name = fullName(worker.firstName, worker.lastName);
    await recordWorkerEvent(tx, {
      workerId: id,
      userId,
      kind: 'created',
      summary: `Worker created: ${shortCode} ${name}`,
      data: { shortCode, name },
    });
    await recordAdminEvent(tx, {
      userId,
      action: 'workers.add',
      targetType: 'worker',
      targetId: id,
      summary: `Added worker ${shortCode} ${name}`,
      data: workerEventOnTrail('created', { shortCode, name }),
    });
    return getWorkerDetail(tx, id);
  });
}
