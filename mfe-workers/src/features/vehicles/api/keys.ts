import { createQueryKeys, type QueryOf, type api } from '@courier/shared';

const keys = createQueryKeys('vehicles');

/** Query keys of the vehicles feature, for its reads and its invalidations: one root, `vehicleKeys.all`. */
export const vehicleKeys = {
  ...keys,
  list: (query: QueryOf<typeof api.vehicles.getVehicles>) => keys.list(query),
  workersLight: (search: string) => keys.of('workersLight', search),
};
