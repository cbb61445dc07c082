/**
 * The query keys of one feature, from one factory, so that reads and invalidations name the
 * same keys. Every key starts with the feature's root, so `keys.all` invalidates them all:
 *
 * ```ts
 * export const workerKeys = {
 *   ...createQueryKeys('workers'),
 *   times: (query: WorkerTimesQuery) => ['workers', 'times', query] as const,
 * };
 * useQuery({ queryKey: workerKeys.list(query), ... });
 * queryClient.invalidateQueries({ queryKey: workerKeys.lists() });
 * ```
 *
 * A detail key holds the id or short code upper-cased: short codes are case-insensitive, so
 * `/workers/par-0042` and `/workers/PAR-0042` share one cache entry.
 */
export function createQueryKeys<const Root extends string>(root: Root) {
  return {
    /** Every query of the feature. */
    all: [root] as const,
    /** Every list read, whatever its parameters. */
    lists: () => [root, 'list'] as const,
    /** One list read: its parameters as sent. */
    list: <P>(params: P) => [root, 'list', params] as const,
    /** Every detail read. */
    details: () => [root, 'detail'] as const,
    /** One record by id or short code (any case). */
    detail: (idOrCode: string | number) => [root, 'detail', String(idOrCode).toUpperCase()] as const,
    /** Every read of another kind (`events`, `times`...), whatever its parameters. */
    kind: <const K extends string>(kind: K) => [root, kind] as const,
    /** One read of another kind, with its parameters. */
    of: <const K extends string, P>(kind: K, params: P) => [root, kind, params] as const,
  };
}
