import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import type { UpdateVehicleBody } from '../types';
import { vehicleKeys } from './keys';

/** vehicles/updateVehicleData: id, version and the changed fields (null clears); 409 when stale. */
export const updateVehicleData = (body: UpdateVehicleBody) => callApi(api.vehicles.updateVehicleData, { body });

export function useUpdateVehicleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicleData,
    onSuccess: (saved) => {
      queryClient.setQueryData(vehicleKeys.detail(saved.shortCode), saved);
      return queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}
