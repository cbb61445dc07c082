import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { statementKeys } from './keys';

/** workers/getWorkersLight: active workers (id, short code, name) for the worker picker. */
export const getWorkersLight = (search: string, signal?: AbortSignal) =>
  callApi(api.workers.getWorkersLight, { query: search.trim() ? { search: search.trim() } : {}, signal });

export const workersLightQueryOptions = (search: string) =>
  queryOptions({
    queryKey: statementKeys.workersLight(search.trim()),
    queryFn: ({ signal }) => getWorkersLight(search, signal),
    placeholderData: keepPreviousData,
  });

export const useWorkersLight = (search: string, enabled = true) =>
  useQuery({ ...workersLightQueryOptions(search), enabled });
