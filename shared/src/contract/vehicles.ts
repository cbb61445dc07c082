import { z } from 'zod';
import { activityStatusFilter, comment, id } from './common';
import { provisionalEndpoint as p } from './provisional';

const withStatus = { query: { activityStatus: activityStatusFilter } };

export const vehiclesEndpoints = {
  getVehicles: p('GET', 'vehicles/getVehicles', 'Vehicles with their attributes'),
  getVehicleTypes: p('GET', 'vehicles/getVehicleTypes', 'Vehicle types', withStatus),
  addVehicle: p('POST', 'vehicles/addVehicle', 'Create a vehicle (unique short code)'),
  addComment: p('POST', 'vehicles/addComment', 'Add one comment to several vehicles', {
    body: { comment, vehicleShortCodes: z.array(z.string().min(1)).min(1) },
  }),
  dissociateVehicle: p('POST', 'vehicles/dissociateVehicle', 'End the assignment of a vehicle to a worker', {
    body: { vehicleId: id, workerId: id },
  }),
  assignVehicle: p('POST', 'vehicles/assignVehicle', 'Assign a vehicle to a worker', { body: { vehicleId: id, workerId: id } }),
  getVehicleStates: p('GET', 'vehicles/getVehicleStates', 'Vehicle states'),
  getVehicleContract: p('GET', 'vehicles/getVehicleContract', 'Vehicle contracts'),
  getVehicleModel: p('GET', 'vehicles/getVehicleModel', 'Vehicle models', withStatus),
  getVehicleBrand: p('GET', 'vehicles/getVehicleBrand', 'Vehicle brands', withStatus),
  getFleetManager: p('GET', 'vehicles/getFleetManager', 'Fleet managers', withStatus),
  getVehicleSupplier: p('GET', 'vehicles/getVehicleSupplier', 'Vehicle suppliers', withStatus),
  getVehicle: p('GET', 'vehicles/[id]', 'One vehicle by id or short code'),
  updateVehicleData: p('POST', 'vehicles/updateVehicleData', 'Edit a vehicle (carries its version)'),
};
