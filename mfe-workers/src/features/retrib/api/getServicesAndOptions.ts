import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { retribKeys } from './keys';

/** retrib/getServicesAndOptions: services and options paid to workers (amounts in cents). */
export const getServicesAndOptions = (signal?: AbortSignal) =>
  callApi(api.retrib.getServicesAndOptions, { query: { activityStatus: 'all' }, signal });

export const servicesAndOptionsQueryOptions = () =>
  queryOptions({ queryKey: retribKeys.services(), queryFn: ({ signal }) => getServicesAndOptions(signal) });

export const useServicesAndOptions = () => useQuery(servicesAndOptionsQueryOptions());
