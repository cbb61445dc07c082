import { useSearchParams } from 'react-router-dom';
import type { VehicleFilters } from '../types';
import type { ActivityStatusFilter } from '@courier/shared';

export const ID_FILTERS = [
  'typeIds',
  'stateIds',
  'contractIds',
  'brandIds',
  'modelIds',
  'fleetManagerIds',
  'supplierIds',
] as const;
export type IdFilter = (typeof ID_FILTERS)[number];

const ids = (text: string | null): number[] =>
  (text ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** The list's filters, kept in the address so that a filtered list can be shared and reloaded. */
export function useVehicleFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('activityStatus');
  const filters: VehicleFilters = {
    search: params.get('search') ?? '',
    activityStatus: status === 'inactive' || status === 'all' ? (status as ActivityStatusFilter) : 'active',
    typeIds: ids(params.get('typeIds')),
    stateIds: ids(params.get('stateIds')),
    contractIds: ids(params.get('contractIds')),
    brandIds: ids(params.get('brandIds')),
    modelIds: ids(params.get('modelIds')),
    fleetManagerIds: ids(params.get('fleetManagerIds')),
    supplierIds: ids(params.get('supplierIds')),
    contractEndingSoon: params.get('contractEndingSoon') === 'true',
  };

  const update = (patch: Partial<VehicleFilters>) => {
    const next = { ...filters, ...patch };
    const out = new URLSearchParams();
    if (next.search) out.set('search', next.search);
    if (next.activityStatus !== 'active') out.set('activityStatus', next.activityStatus);
    for (const key of ID_FILTERS) if (next[key].length > 0) out.set(key, next[key].join(','));
    if (next.contractEndingSoon) out.set('contractEndingSoon', 'true');
    setParams(out, { replace: true });
  };

  const reset = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, update, reset };
}
