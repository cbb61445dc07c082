import { useCallback } from 'react';
import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import type { ListChange, ListState, ListValues } from './useListState';

/**
 * A change of a list (a search sent, a status, a page) that starts the list's query at once,
 * before the address changes and the page renders: the call then runs beside the page's
 * render instead of after it. `optionsFor` must be what the page's own query is made from
 * (`useQuery(optionsFor(list))`), so both name the same key and the page finds the call under
 * way (one call, not two). Pass it to `ListPage` as `prefetch`.
 */
export function useListPrefetch<S extends string, F>(
  list: ListState<S, F>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  optionsFor: (values: ListValues<S, F>) => FetchQueryOptions<any, any, any, any>,
): (change: ListChange<S, F>) => void {
  const client = useQueryClient();
  const { after } = list;
  return useCallback(
    (change: ListChange<S, F>) => void client.prefetchQuery(optionsFor(after(change))),
    [client, after, optionsFor],
  );
}
