/**
 * Workers (docs/product.md#calls-workers): a worker's photo, stored with its thumbnail; the
 * change writes an admin event and a worker event in the same transaction.
 */
import type { Database } from '../../db/database';
import { recordAdminEvent } from '../events/adminEvents';
import { iso } from '../rowValues';
import { updateVersioned } from '../versioned';
import { thumbnailDataUrl } from '../../domain/photo';
import { requireWorker } from './detail';
import { recordWorkerEvent } from '../events/workerEvents';

export interface StoredPhoto {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Stores a worker's photo as an edit of the worker: only if the worker still has `version`
 * (409 otherwise, nothing stored), bumping it; the answer carries the new version.
 */
export async function savePhoto(
  db: Database,
  userId: number,
  workerId: number,
  version: number,
  photo: StoredPhoto,
  fileName?: string,
) {
  return db.transaction().execute(async (tx) => {
    const worker = await requireWorker(tx, workerId);
    const now = new Date();
    const updated = await updateVersioned(
      tx,
      'workers',
      workerId,
      version,
      { photo_updated_at: now },
      'worker',
    );
    await tx
      .insertInto('worker_photos')
      .values({
        worker_id: workerId,
        mime: 'image/webp',
        image: photo.image,
        thumbnail: photo.thumbnail,
        thumbnail_mime: 'image/webp',
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('worker_id').doUpdateSet({
          mime: 'image/webp',
          image: photo.image,
          thumbnail: photo.thumbnail,
          thumbnail_mime: 'image/webp',
          updated_at: now,
        }),
      )
      .execute();
    const what = fileName ? ` (${fileName})` : '';
    await recordWorkerEvent(tx, {
      workerId,
      userId,
      kind: 'photo_uploaded',
      summary: `Photo updated${what}`,
    });
    await recordAdminEvent(tx, {
      userId,
      action: 'workers.uploadPhoto',
      targetType: 'worker',
      targetId: workerId,
      summary: `${worker.short_code}: photo updated${what}`,
    });
    return {
      workerId,
      version: updated.version as number,
      photo: {
        url: thumbnailDataUrl('image/webp', photo.thumbnail),
        mime: 'image/webp' as const,
        width: photo.width,
        height: photo.height,
        updatedAt: iso(now),
      },
    };
  });
}
