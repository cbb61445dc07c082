import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf } from '@courier/shared';
import type { VehicleDetail } from '../types';
import { vehicleKeys } from './keys';

export type AssignmentBody = BodyOf<typeof api.vehicles.assignVehicle>;

/**
 * vehicles/assignVehicle `{vehicleId, workerId, version}` (the contract's fields only):
 * `version` is the vehicle's as the page has it. 409 when either side is taken or inactive,
 * or when someone changed the vehicle since; the answer gives the vehicle's new version.
 */
export const assignVehicle = ({ vehicleId, workerId, version }: AssignmentBody) =>
  callApi(api.vehicles.assignVehicle, { body: { vehicleId, workerId, version } });

/**
 * After a change of driver: the vehicle's new version goes into its page at once (its next
 * edit must carry it), then every vehicle query is refetched.
 */
export function useDriverChange<T extends { vehicleVersion: number }>(
  shortCode: string,
  mutationFn: (body: AssignmentBody) => Promise<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ vehicleVersion }) => {
      queryClient.setQueryData<VehicleDetail>(vehicleKeys.detail(shortCode), (old) =>
        old ? { ...old, version: vehicleVersion } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}

export const useAssignVehicle = (shortCode: string) => useDriverChange(shortCode, assignVehicle);
