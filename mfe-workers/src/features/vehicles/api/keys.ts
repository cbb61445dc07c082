import type { VehicleFilters } from '../types';

/** Query keys of the vehicles feature. */
export const vehiclesKeys = {
  all: ['vehicles'] as const,
  lists: () => ['vehicles', 'list'] as const,
  list: (filters: VehicleFilters) => ['vehicles', 'list', filters] as const,
  details: () => ['vehicles', 'detail'] as const,
  detail: (shortCode: string) => ['vehicles', 'detail', shortCode.toUpperCase()] as const,
  reference: (name: string, extra?: unknown) => ['vehicles', 'reference', name, extra ?? null] as const,
  workersLight: (search: string) => ['vehicles', 'workersLight', search] as const,
};
