import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { vehiclesKeys } from './keys';

/** analyticAccount/getAnalyticAccount: analytic accounts (active and inactive, so that every vehicle's value has its name). */
export const getAnalyticAccount = (signal?: AbortSignal) => callApi(api.reference.getAnalyticAccount, { query: { activityStatus: 'all' }, signal });

export const analyticAccountQueryOptions = () =>
  queryOptions({
    queryKey: vehiclesKeys.reference('getAnalyticAccount'),
    queryFn: ({ signal }) => getAnalyticAccount(signal),
    staleTime: 5 * 60_000,
  });

export const useAnalyticAccount = () => useQuery(analyticAccountQueryOptions());
