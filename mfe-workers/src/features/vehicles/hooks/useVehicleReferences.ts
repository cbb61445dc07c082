import { useQuery } from '@tanstack/react-query';
import type { NamedRow } from '@courier/shared';
import { vehicleReferenceLists as lists } from '../api/referenceLists';
import { useT } from '../../../i18n';

/** One option of a Select/MultiSelect (Mantine wants string values). */
export interface RefOption {
  value: string;
  label: string;
}

type Named = Pick<NamedRow, 'id' | 'name' | 'activityStatus'>;

type T = ReturnType<typeof useT>;
const optionsOf = (t: T) => (rows: Named[] | undefined): RefOption[] =>
  (rows ?? []).map((r) => ({
    value: String(r.id),
    label: r.activityStatus === 'inactive' ? t('vehicles.field.inactiveOption', { name: r.name }) : r.name,
  }));

/** Every reference list of a vehicle's attributes, as options, with their loading state. */
export function useVehicleReferences() {
  const toOptions = optionsOf(useT());
  const types = useQuery(lists.types);
  const states = useQuery(lists.states);
  const contracts = useQuery(lists.contracts);
  const brands = useQuery(lists.brands);
  const models = useQuery(lists.models);
  const fleetManagers = useQuery(lists.fleetManagers);
  const suppliers = useQuery(lists.suppliers);
  const analyticAccounts = useQuery(lists.analyticAccounts);
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
