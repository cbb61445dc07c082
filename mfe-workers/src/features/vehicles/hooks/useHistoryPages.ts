import { useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * The pages of a vehicle's history (comments or assignments): page 1 is what came with the
 * vehicle (`first`), a later page is read with the query options of `pageQuery`. Gives the
 * rows to show and the props of `<HistoryPages>`.
 */
export function useHistoryPages<T, P extends { items: T[] }, K extends QueryKey>(
  label: string,
  first: T[],
  total: number,
  pageQuery: (page: number) => UseQueryOptions<P, Error, P, K>,
) {
  const [page, setPage] = useState(1);
  const later = useQuery({ ...pageQuery(page), enabled: page > 1 });
  return {
    rows: page > 1 ? (later.data?.items ?? []) : first,
    pager: {
      label,
      total,
      page,
      onPage: setPage,
      error: later.isError ? later.error : undefined,
      onRetry: () => void later.refetch(),
    },
  };
}
