import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route, routeUrl } from '../../http/route';
import { decodeImage, processPhoto } from '../../domain/photo';
import { BODY_LIMITS } from '../../http/bodyLimits';
import { requireWorkerVersion } from '../../repositories/workers/detail';
import { savePhoto } from '../../repositories/workers/photos';

/**
 * POST workers/uploadPhoto {workerId, version, image, fileName?}: image is a data URL or
 * base64. The content decides (JPEG/PNG/WebP, at most 5 MB and 25 megapixels); it is
 * re-encoded to WebP with a 256 px thumbnail. The text itself (base64, at most 5 MB) is
 * checked first, before the database is asked anything. An edit of the worker: a stale
 * version is a 409, checked before the pixels are decoded and again when it is stored. The
 * app's body limit (1 MB) is raised for this one route only.
 */
export default function uploadPhotoRoute(app: FastifyInstance) {
  const url = routeUrl(api.workers.uploadPhoto.path);
  app.addHook('onRoute', (options) => {
    if (options.url.endsWith(url) && options.method === 'POST') options.bodyLimit = BODY_LIMITS.workerPhoto;
  });
  route(app, api.workers.uploadPhoto, async (ctx) => {
    const { workerId, version, image, fileName } = ctx.body;
    const bytes = decodeImage(image);
    await requireWorkerVersion(app.db, workerId, version);
    const photo = await processPhoto(bytes);
    return savePhoto(app.db, ctx.auth().user.id, workerId, version, photo, fileName);
  });
}
