import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { dunningKeys } from './keys';

export type DunningSettings = ResponseOf<typeof api.finance.getSettings>;

/** GET finance/recovery/getSettings: the days and text of each reminder level, the recovery threshold, the version. */
export function getDunningSettings(signal?: AbortSignal): Promise<DunningSettings> {
  return callApi(api.finance.getSettings, { signal });
}

export const dunningSettingsQueryOptions = () =>
  queryOptions({ queryKey: dunningKeys.kind('get'), queryFn: ({ signal }) => getDunningSettings(signal) });

export function useDunningSettings() {
  return useQuery(dunningSettingsQueryOptions());
}
