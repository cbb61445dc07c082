import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { workerKeys } from './keys';

export type AddWorkerBody = BodyOf<typeof api.workers.addWorker>;
export type AddedWorker = ResponseOf<typeof api.workers.addWorker>;

/** POST workers/addWorker: the server makes the short code from the company's prefix. */
export function addWorker(body: AddWorkerBody): Promise<AddedWorker> {
  return callApi(api.workers.addWorker, { body });
}

export const addWorkerMutationOptions = { mutationFn: addWorker };

export function useAddWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addWorkerMutationOptions,
    onSuccess: (worker) => {
      queryClient.setQueryData(workerKeys.detail(worker.shortCode), worker);
      return queryClient.invalidateQueries({ queryKey: workerKeys.lists() });
    },
  });
}
