import type { QueryOf } from '@courier/shared';
import type { api } from '@courier/shared';

/** Query keys of the workers feature: one root, so a change can invalidate them all. */
export const workersKeys = {
  all: ['workers'] as const,
  list: (query: QueryOf<typeof api.workers.getWorkers>) => ['workers', 'list', query] as const,
  detail: (idOrShortCode: string | number) => ['workers', 'detail', String(idOrShortCode).toUpperCase()] as const,
  times: (query: QueryOf<typeof api.workers.getWorkerTimes>) => ['workers', 'times', query] as const,
  events: (query: QueryOf<typeof api.workers.getWorkersEvents>) => ['workers', 'events', query] as const,
  kpis: (query: QueryOf<typeof api.workers.getWorkersKpis>) => ['workers', 'kpis', query] as const,
  references: (activityStatus: string) => ['workers', 'references', activityStatus] as const,
};
