import { buildNamedRow, type FakeApi } from '@courier/shared/testing';

const ref = (id: number, name: string) => buildNamedRow({ id, name });

/** The reference lists the vehicles pages read (types, states, contracts, brands, models, …). */
export function answerVehicleReferences(api: FakeApi) {
  api.get('vehicles/getVehicleTypes', [ref(1, 'Van'), ref(2, 'Bike')]);
  api.get('vehicles/getVehicleStates', [ref(1, 'In service'), ref(2, 'In repair')]);
  api.get('vehicles/getVehicleContract', [ref(1, 'Lease')]);
  api.get('vehicles/getVehicleBrand', [ref(1, 'Renault')]);
  api.get('vehicles/getVehicleModel', [{ ...ref(1, 'Kangoo'), brandId: 1 }]);
  api.get('vehicles/getFleetManager', [{ ...ref(1, 'Fleetco'), email: null, phone: null }]);
  api.get('vehicles/getVehicleSupplier', [{ ...ref(1, 'Supplyco'), email: null, phone: null }]);
  api.get('analyticAccount/getAnalyticAccount', [ref(1, 'AA-1')]);
}
