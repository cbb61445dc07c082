import { useAnalyticAccount } from '../api/getAnalyticAccount';
import { useFleetManager } from '../api/getFleetManager';
import { useVehicleBrand } from '../api/getVehicleBrand';
import { useVehicleContract } from '../api/getVehicleContract';
import { useVehicleModel } from '../api/getVehicleModel';
import { useVehicleStates } from '../api/getVehicleStates';
import { useVehicleSupplier } from '../api/getVehicleSupplier';
import { useVehicleTypes } from '../api/getVehicleTypes';

/** One option of a Select/MultiSelect (Mantine wants string values). */
export interface RefOption {
  value: string;
  label: string;
}

interface Named {
  id: number;
  name: string;
  activityStatus?: 'active' | 'inactive';
}

const toOptions = (rows: Named[] | undefined): RefOption[] =>
  (rows ?? []).map((r) => ({
    value: String(r.id),
    label: r.activityStatus === 'inactive' ? `${r.name} (inactive)` : r.name,
  }));

/** Every reference list of a vehicle's attributes, as options, with their loading state. */
export function useVehicleReferences() {
  const types = useVehicleTypes();
  const states = useVehicleStates();
  const contracts = useVehicleContract();
  const brands = useVehicleBrand();
  const models = useVehicleModel();
  const fleetManagers = useFleetManager();
  const suppliers = useVehicleSupplier();
  const analyticAccounts = useAnalyticAccount();
  const all = [types, states, contracts, brands, models, fleetManagers, suppliers, analyticAccounts];
  return {
    types: toOptions(types.data),
    states: toOptions(states.data),
    contracts: toOptions(contracts.data),
    brands: toOptions(brands.data),
    models: toOptions(models.data),
    /** brandId of each model id (to offer the models of the chosen brand). */
    modelBrand: new Map((models.data ?? []).map((m) => [String(m.id), String(m.brandId)])),
    fleetManagers: toOptions(fleetManagers.data),
    suppliers: toOptions(suppliers.data),
    analyticAccounts: toOptions(analyticAccounts.data),
    isPending: all.some((q) => q.isPending),
    error: all.find((q) => q.isError)?.error ?? null,
    refetch: () => Promise.all(all.map((q) => q.refetch())),
  };
}

export type VehicleReferences = ReturnType<typeof useVehicleReferences>;
