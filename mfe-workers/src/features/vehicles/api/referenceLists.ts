import { api, referenceListQuery } from '@courier/shared';

/** Active and inactive rows, so that every vehicle's value has its name. */
const EVERY_STATUS = { activityStatus: 'all' } as const;

/**
 * The reference lists of a vehicle's attributes, one GET of the contract each, read through
 * the shared factory (`{queryKey, queryFn, staleTime}` for `useQuery`):
 * vehicles/getVehicleTypes, getVehicleStates, getVehicleContract, getVehicleBrand,
 * getVehicleModel (with each model's brand), getFleetManager, getVehicleSupplier, and
 * analyticAccount/getAnalyticAccount.
 */
export const vehicleReferenceLists = {
  types: referenceListQuery(api.vehicles.getVehicleTypes, EVERY_STATUS),
  states: referenceListQuery(api.vehicles.getVehicleStates, EVERY_STATUS),
  contracts: referenceListQuery(api.vehicles.getVehicleContract, EVERY_STATUS),
  brands: referenceListQuery(api.vehicles.getVehicleBrand, EVERY_STATUS),
  models: referenceListQuery(api.vehicles.getVehicleModel, EVERY_STATUS),
  fleetManagers: referenceListQuery(api.vehicles.getFleetManager, EVERY_STATUS),
  suppliers: referenceListQuery(api.vehicles.getVehicleSupplier, EVERY_STATUS),
  analyticAccounts: referenceListQuery(api.reference.getAnalyticAccount, EVERY_STATUS),
};
