/**
 * A worker's photo (docs/product.md#calls-workers), stored with its thumbnail, one row per
 * worker. SQL only: services/workers/uploadPhoto.ts checks, dates and records the change.
 */
import type { Executor } from '../../db/executor';

export interface StoredPhoto {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** Stores the worker's photo (WebP), replacing the one it had. */
export async function upsertWorkerPhoto(tx: Executor, workerId: number, photo: StoredPhoto, at: Date): Promise<void> {
  const values = {
    mime: 'image/webp' as const,
    image: photo.image,
    thumbnail: photo.thumbnail,
    thumbnail_mime: 'image/webp' as const,
    updated_at: at,
  };
  await tx
    .insertInto('worker_photos')
    .values({ worker_id: workerId, ...values })
    .onConflict((oc) => oc.column('worker_id').doUpdateSet(values))
    .execute();
}
