import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import type { AddVehicleBody } from '../types';
import { vehicleKeys } from './keys';

/** vehicles/addVehicle: create a vehicle (unique short code and plate). */
export const addVehicle = (body: AddVehicleBody) => callApi(api.vehicles.addVehicle, { body });

export function useAddVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() }),
  });
}
