import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf } from '@courier/shared';
import { vehiclesKeys } from './keys';

/** vehicles/dissociateVehicle: end the open assignment of a vehicle to that worker (history kept). */
export const dissociateVehicle = (body: BodyOf<typeof api.vehicles.dissociateVehicle>) =>
  callApi(api.vehicles.dissociateVehicle, { body });

export function useDissociateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dissociateVehicle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehiclesKeys.all }),
  });
}
