import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf } from '@courier/shared';
import { vehiclesKeys } from './keys';

/** vehicles/assignVehicle: give a vehicle to a worker (409 when either is taken or inactive). */
export const assignVehicle = (body: BodyOf<typeof api.vehicles.assignVehicle>) =>
  callApi(api.vehicles.assignVehicle, { body });

export function useAssignVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignVehicle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehiclesKeys.all }),
  });
}
