import { api, callApi } from '@courier/shared';
import { useDriverChange, type AssignmentBody } from './assignVehicle';

/**
 * vehicles/dissociateVehicle `{vehicleId, workerId, version}`: end the open assignment of a
 * vehicle to that worker (history kept); `version` is the vehicle's, 409 when stale.
 */
export const dissociateVehicle = ({ vehicleId, workerId, version }: AssignmentBody) =>
  callApi(api.vehicles.dissociateVehicle, { body: { vehicleId, workerId, version } });

export const useDissociateVehicle = (shortCode: string) => useDriverChange(shortCode, dissociateVehicle);
