import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { trustedDevicesKeys } from './keys';

export type RevokeTrustedDeviceBody = BodyOf<typeof api.auth.revokeTrustedDevice>;
export type RevokedTrustedDevice = ResponseOf<typeof api.auth.revokeTrustedDevice>;

/** POST auth/revokeTrustedDevice {id}: the next sign-in from that device asks for the code again. */
export function revokeTrustedDevice(body: RevokeTrustedDeviceBody): Promise<RevokedTrustedDevice> {
  return callApi(api.auth.revokeTrustedDevice, { body });
}

export const revokeTrustedDeviceMutationOptions = { mutationFn: revokeTrustedDevice };

/**
 * Revokes a device, then reads the list again (the server's list is the truth). Without
 * `onError` a failure shows as a notification (the portal's cache does it).
 */
export function useRevokeTrustedDevice(options: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...revokeTrustedDeviceMutationOptions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trustedDevicesKeys.all }),
    onError: options.onError,
  });
}
