import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { chatKeys } from './keys';

export type ClientLight = ResponseOf<typeof api.chat.getClientsLight>[number];

/** GET chat/getClientsLight: clients by name or code, with their room if any. */
export function getClientsLight(search: string, signal?: AbortSignal): Promise<ClientLight[]> {
  return callApi(api.chat.getClientsLight, { query: search ? { search } : {}, signal });
}
export const clientsLightQueryOptions = (search: string) =>
  queryOptions({ queryKey: chatKeys.clients(search), queryFn: ({ signal }) => getClientsLight(search, signal) });
export function useClientsLight(search: string, enabled = true) {
  return useQuery({ ...clientsLightQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
