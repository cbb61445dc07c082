import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { workerKeys } from './keys';

export type WorkerContractAnswer = ResponseOf<typeof api.workers.getWorkerContract>;
export type WorkerDocumentRow = WorkerContractAnswer['documents'][number];
export type SetWorkerContractBody = BodyOf<typeof api.workers.setWorkerContract>;
export type AddWorkerDocumentBody = BodyOf<typeof api.workers.addWorkerDocument>;
export type UpdateWorkerDocumentBody = BodyOf<typeof api.workers.updateWorkerDocument>;

/** GET workers/getWorkerContract: the worker's contract and documents on file. */
export function getWorkerContract(workerId: number, signal?: AbortSignal): Promise<WorkerContractAnswer> {
  return callApi(api.workers.getWorkerContract, { query: { workerId }, signal });
}

export const workerContractQueryOptions = (workerId: number) =>
  queryOptions({ queryKey: workerKeys.contract(workerId), queryFn: ({ signal }) => getWorkerContract(workerId, signal) });

export function useWorkerContract(workerId: number) {
  return useQuery(workerContractQueryOptions(workerId));
}

/**
 * After a change: the tab's read, the worker (its version moves with its contract), the lists
 * (their "ending soon" filters) and the timeline.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return (workerId: number) => {
    void queryClient.invalidateQueries({ queryKey: workerKeys.contract(workerId) });
    void queryClient.invalidateQueries({ queryKey: workerKeys.details() });
    void queryClient.invalidateQueries({ queryKey: workerKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: workerKeys.allEvents() });
  };
}

/** POST workers/setWorkerContract: at the worker's version (409 when stale). */
export function useSetWorkerContract() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SetWorkerContractBody) => callApi(api.workers.setWorkerContract, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(workerKeys.contract(answer.workerId), answer);
      refresh(answer.workerId);
    },
  });
}

/** POST workers/addWorkerDocument, updateWorkerDocument (at its version) or deleteWorkerDocument (at its version). */
export function useWorkerDocumentWrites(workerId: number) {
  const refresh = useRefresh();
  const onSuccess = () => refresh(workerId);
  return {
    add: useMutation({
      mutationFn: (body: AddWorkerDocumentBody) => callApi(api.workers.addWorkerDocument, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (body: UpdateWorkerDocumentBody) => callApi(api.workers.updateWorkerDocument, { body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (body: { id: number; version: number }) => callApi(api.workers.deleteWorkerDocument, { body }),
      onSuccess,
    }),
  };
}
