import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortOrder, WorkerSortField } from '../types';
import { ACTIVITY_STATUS_FILTERS, type ActivityStatusFilter } from '@courier/shared';

const STATUSES: readonly ActivityStatusFilter[] = ACTIVITY_STATUS_FILTERS;
const SORTS: WorkerSortField[] = [
  'shortCode',
  'lastName',
  'firstName',
  'team',
  'agency',
  'company',
  'activityStatus',
  'hiredOn',
];

export interface WorkersListParams {
  status: ActivityStatusFilter;
  search: string;
  sort: WorkerSortField;
  order: SortOrder;
}

/**
 * The list's filters live in the address (`?status=all&q=dupont&sort=team&order=desc`), so
 * back/forward and a shared link give the same list. Active workers by default (docs/product.md#activity-status).
 */
export function useWorkersListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status') as ActivityStatusFilter | null;
  const sortParam = searchParams.get('sort') as WorkerSortField | null;
  const params: WorkersListParams = {
    status: statusParam && STATUSES.includes(statusParam) ? statusParam : 'active',
    search: searchParams.get('q') ?? '',
    sort: sortParam && SORTS.includes(sortParam) ? sortParam : 'lastName',
    order: searchParams.get('order') === 'desc' ? 'desc' : 'asc',
  };

  const update = useCallback(
    (change: Partial<WorkersListParams>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const set = (key: string, value: string | undefined, fallback: string) => {
            if (value === undefined) return;
            if (value === fallback || value === '') next.delete(key);
            else next.set(key, value);
          };
          set('status', change.status, 'active');
          set('q', change.search, '');
          set('sort', change.sort, 'lastName');
          set('order', change.order, 'asc');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return [params, update] as const;
}
