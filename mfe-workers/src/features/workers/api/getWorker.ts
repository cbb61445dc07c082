import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { workerKeys } from './keys';

export type WorkerDetail = ResponseOf<typeof api.workers.getWorker>;

/** GET workers/{id}: one worker by id or short code (any case). */
export function getWorker(idOrShortCode: string | number, signal?: AbortSignal): Promise<WorkerDetail> {
  return callApi(api.workers.getWorker, { params: { id: idOrShortCode }, signal });
}

export const workerQueryOptions = (idOrShortCode: string) =>
  queryOptions({
    queryKey: workerKeys.detail(idOrShortCode),
    queryFn: ({ signal }) => getWorker(idOrShortCode, signal),
    enabled: idOrShortCode !== '',
  });

export function useWorker(idOrShortCode: string) {
  return useQuery(workerQueryOptions(idOrShortCode));
}
