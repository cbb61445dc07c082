/**
 * Workers (docs/product.md#calls-workers): a worker by id or short code, its version check,
 * and its page (also the answer of every change).
 */
import { notFound, notFoundField } from '../../domain/errors';
import type { Executor } from '../../db/executor';
import { idOrCode, resolveIdOrCode } from '../references';
import { iso } from '../rowValues';
import { readForEdit } from '../versioned';
import type { ResponseOut } from '../areaTypes';
import { thumbnailDataUrl, webpSize } from '../../domain/photo';
import { type BaseRow, toListRow, workersBase } from './list';

type WorkerDetail = ResponseOut<'workers', 'getWorker'>;
/** The worker's id from an id or a short code; 404 when unknown. */
export function resolveWorkerId(db: Executor, param: string): Promise<number> {
  return resolveIdOrCode(db, 'workers', param, 'worker');
}

export async function requireWorker(db: Executor, id: number, field = 'workerId') {
  const row = await db
    .selectFrom('workers')
    .select(['id', 'short_code', 'first_name', 'last_name', 'activity_status', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFoundField(field, `No such worker: ${id}`);
  return row;
}

/** requireWorker (404 naming `workerId`), and 409 when its version is no longer `version`. */
export async function requireWorkerVersion(db: Executor, id: number, version: number) {
  const row = await requireWorker(db, id);
  await readForEdit(db, 'workers', id, version, 'worker');
  return row;
}

/**
 * One worker with its vehicle, elu and photo thumbnail, in one query: by path parameter
 * (`workers/[id]`, an id or a short code), or by id (the answer of a change, inside its
 * transaction, as that transaction sees it).
 */
export async function getWorkerDetail(db: Executor, param: string | number): Promise<WorkerDetail> {
  const key = typeof param === 'number' ? { id: param } : idOrCode(param);
  const row = await workersBase(db)
    .leftJoin('worker_photos as p', 'p.worker_id', 'w.id')
    .select([
      'w.elu_id',
      (eb) => eb.selectFrom('elus as e').select('e.name').whereRef('e.id', '=', 'w.elu_id').as('elu_name'),
      'w.birth_date',
      'w.left_on',
      'w.address',
      'w.postal_code',
      'w.comment',
      'w.version',
      'w.created_at',
      'w.updated_at',
      'p.thumbnail',
      'p.thumbnail_mime',
      'p.updated_at as photo_at',
    ])
    .where('id' in key ? 'w.id' : 'w.short_code', '=', 'id' in key ? key.id : key.code)
    .executeTakeFirst();
  if (!row) throw notFound(`No such worker: ${param}`);
  const base = toListRow(row as unknown as BaseRow);
  const photo =
    row.photo_updated_at && row.thumbnail && row.thumbnail_mime === 'image/webp' ? row : undefined;
  return {
    ...base,
    vehicle: row.vehicle_id
      ? {
          id: row.vehicle_id,
          shortCode: row.vehicle_short_code!,
          plate: row.vehicle_plate,
          since: iso(row.vehicle_since!),
        }
      : null,
    elu: row.elu_id ? { id: row.elu_id, name: row.elu_name! } : null,
    birthDate: row.birth_date,
    leftOn: row.left_on,
    address: row.address,
    postalCode: row.postal_code,
    comment: row.comment,
    photo: photo
      ? {
          url: thumbnailDataUrl('image/webp', photo.thumbnail!),
          mime: 'image/webp',
          ...webpSize(Buffer.from(photo.thumbnail!)),
          updatedAt: iso(photo.photo_at!),
        }
      : null,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
