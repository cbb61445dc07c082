import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { workerKeys } from './keys';

export type UpdateWorkerBody = BodyOf<typeof api.workers.updateWorkerData>;
export type UpdatedWorker = ResponseOf<typeof api.workers.updateWorkerData>;

/** POST workers/updateWorkerData: id, the version as read, and the changed fields only. 409 when stale. */
export function updateWorkerData(body: UpdateWorkerBody): Promise<UpdatedWorker> {
  return callApi(api.workers.updateWorkerData, { body });
}

export const updateWorkerMutationOptions = { mutationFn: updateWorkerData };

export function useUpdateWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateWorkerMutationOptions,
    onSuccess: (worker) => {
      queryClient.setQueryData(workerKeys.detail(worker.shortCode), worker);
      void queryClient.invalidateQueries({ queryKey: workerKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: workerKeys.allEvents() });
    },
  });
}
