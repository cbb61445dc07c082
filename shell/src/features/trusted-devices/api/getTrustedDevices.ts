import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import type { TrustedDevice } from '../types';
import { trustedDevicesKeys } from './keys';

/** GET auth/trustedDevices: the signed-in user's trusted devices (network + browser). */
export function getTrustedDevices(signal?: AbortSignal): Promise<TrustedDevice[]> {
  return callApi(api.auth.trustedDevices, { signal });
}

export const trustedDevicesQueryOptions = () =>
  queryOptions({
    queryKey: trustedDevicesKeys.list(),
    queryFn: ({ signal }) => getTrustedDevices(signal),
  });

export function useTrustedDevices() {
  return useQuery(trustedDevicesQueryOptions());
}
