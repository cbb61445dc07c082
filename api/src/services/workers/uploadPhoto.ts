/**
 * POST workers/uploadPhoto (docs/product.md#calls-workers): the image is checked (base64 text
 * first, before the database is asked anything; then the version; then the pixels) and stored
 * re-encoded to WebP with its thumbnail, as an edit of the worker: only at the version read
 * (409 otherwise, nothing stored), bumping it. Writes a timeline event and an admin event.
 */
import type { Database } from '../../db/database';
import { decodeImage, processPhoto, thumbnailDataUrl } from '../../domain/photo';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { recordWorkerEvent, workerEventOnTrail } from '../../repositories/events/workerEvents';
import { iso } from '../../repositories/rowValues';
import type { BodyOut } from '../../repositories/areaTypes';
import { requireWorker, requireWorkerVersion } from '../../repositories/workers/detail';
import { updateWorkerRow } from '../../repositories/workers/commands';
import { upsertWorkerPhoto, type StoredPhoto } from '../../repositories/workers/photos';

export async function uploadPhoto(db: Database, userId: number, upload: BodyOut<'workers', 'uploadPhoto'>) {
  const { workerId, version, image, fileName } = upload;
  const bytes = decodeImage(image);
  await requireWorkerVersion(db, workerId, version);
  const photo = await processPhoto(bytes);
  return savePhoto(db, userId, { workerId, version, fileName }, photo);
}

async function savePhoto(
  db: Database,
  userId: number,
  { workerId, version, fileName }: { workerId: number; version: number; fileName?: string },
  photo: StoredPhoto,
) {
  return db.transaction().execute(async (tx) => {
    const worker = await requireWorker(tx, workerId);
    const now = new Date();
    const updated = await updateWorkerRow(tx, workerId, version, { photo_updated_at: now });
    await upsertWorkerPhoto(tx, workerId, photo, now);
    const what = fileName ? ` (${fileName})` : '';
    await recordWorkerEvent(tx, {
      workerId,
      userId,
      kind: 'photo_uploaded',
      summary: `Photo updated${what}`,
      data: { fileName: fileName || null },
    });
    await recordAdminEvent(tx, {
      userId,
      action: 'workers.uploadPhoto',
      targetType: 'worker',
      targetId: workerId,
      summary: `${worker.short_code}: photo updated${what}`,
      data: workerEventOnTrail('photo_uploaded', { fileName: fileName || null }, worker.short_code),
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
