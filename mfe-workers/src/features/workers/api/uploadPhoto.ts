import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, http, type BodyOf, type ResponseOf } from '@courier/shared';
import { workerKeys } from './keys';
import type { WorkerDetail } from './getWorker';

export type UploadPhotoBody = BodyOf<typeof api.workers.uploadPhoto>;
export type UploadedPhoto = ResponseOf<typeof api.workers.uploadPhoto>;

/** The server's limits (docs/decisions.md, worker photos): checked here first for a quick message, and again by the server. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export interface UploadPhotoVariables extends UploadPhotoBody {
  /** Called with 0–100 while the body is sent. */
  onProgress?: (percent: number) => void;
}

/**
 * POST workers/uploadPhoto: `{workerId, version, image (data URL), fileName}`, the fields of
 * the contract only; an edit of the worker, so `version` is the one the page has (409 when
 * someone changed the worker since). The answer holds the thumbnail and the new version.
 */
export function uploadPhoto({ workerId, version, image, fileName, onProgress }: UploadPhotoVariables): Promise<UploadedPhoto> {
  const body: UploadPhotoBody = { workerId, version, image, fileName };
  if (!onProgress) return callApi(api.workers.uploadPhoto, { body });
  // callApi has no progress hook: listen on the one axios instance for this request only.
  const id = http.interceptors.request.use((config) =>
    config.url === api.workers.uploadPhoto.path
      ? {
          ...config,
          onUploadProgress: (event: { loaded: number; total?: number }) => {
            if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
          },
        }
      : config,
  );
  return callApi(api.workers.uploadPhoto, { body }).finally(() => {
    http.interceptors.request.eject(id);
    onProgress(100);
  });
}

export function useUploadPhoto(shortCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: ({ photo, version }) => {
      // The upload bumped the worker's version: the page's next edit must carry the new one.
      queryClient.setQueryData<WorkerDetail>(workerKeys.detail(shortCode), (old) =>
        old ? { ...old, photo, hasPhoto: true, version, updatedAt: photo.updatedAt } : old,
      );
      void queryClient.invalidateQueries({ queryKey: workerKeys.allEvents() });
      void queryClient.invalidateQueries({ queryKey: workerKeys.lists() });
    },
  });
}
