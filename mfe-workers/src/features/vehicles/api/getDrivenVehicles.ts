import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getVehicles } from './getVehicles';
import { vehicleKeys } from './keys';

const EVERY_VEHICLE = { activityStatus: 'all' } as const;

/**
 * Who already drives which vehicle (worker id → vehicle short code), from the vehicles list
 * (each row carries its current driver): the driver picker says so beside each worker.
 * Shares the list's cache key, so an assignment (which invalidates the vehicles) refreshes it.
 */
export function useDrivenVehicles(enabled: boolean): ReadonlyMap<number, string> {
  const vehicles = useQuery({
    queryKey: vehicleKeys.list(EVERY_VEHICLE),
    queryFn: ({ signal }) => getVehicles(EVERY_VEHICLE, signal),
    enabled,
  });
  return useMemo(
    () => new Map((vehicles.data ?? []).flatMap((v) => (v.worker ? [[v.worker.id, v.shortCode] as const] : []))),
    [vehicles.data],
  );
}
