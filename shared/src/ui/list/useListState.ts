import { useCallback, useMemo } from 'react';
import { useAddressParams } from './useAddressParams';
import { ACTIVITY_STATUS_FILTERS, type ActivityStatusFilter } from '../../contract';

/** A list's sort: a column id, ascending or descending. In the address: `sort=team`, `sort=-team`. */
export interface ListSort<S extends string = string> {
  id: S;
  desc: boolean;
}

/** How one filter of a feature is kept in the address: read from its text, written back (null leaves it out). */
export interface ListParam<T> {
  parse: (text: string | null) => T;
  format: (value: T) => string | null;
}

/** The usual filters: id lists (`typeIds=1,2`), flags (`contractEndingSoon=true`), texts. */
export const listParam = {
  ids: {
    parse: (text) =>
      (text ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    format: (ids) => (ids.length > 0 ? ids.join(',') : null),
  } satisfies ListParam<number[]>,
  flag: {
    parse: (text) => text === 'true',
    format: (on) => (on ? 'true' : null),
  } satisfies ListParam<boolean>,
  text: {
    parse: (text) => text ?? '',
    format: (text) => text || null,
  } satisfies ListParam<string>,
};

export interface ListStateOptions<S extends string = string, F = object> {
  /** The ids a list can be sorted by; a `sort` of another id in the address is ignored. */
  sorts?: readonly S[];
  defaults?: {
    /** `active` unless given: lists show the active rows unless asked otherwise. */
    status?: ActivityStatusFilter;
    /** The sort without `sort=` in the address; none unless given. */
    sort?: ListSort<S>;
  };
  /** The feature's other filters, each with its parameter of the same name. */
  filters?: { [K in keyof F]: ListParam<F[K]> };
}

/** A change of the list's state; a change of anything but `page` goes back to page 1. */
export interface ListChange<S extends string, F> {
  status?: ActivityStatusFilter;
  q?: string;
  sort?: ListSort<S> | null;
  page?: number;
  filters?: Partial<F>;
}

/** What a list's query is made of: the values its address gives. */
export interface ListValues<S extends string = string, F = object> {
  status: ActivityStatusFilter;
  /** The search text. */
  q: string;
  sort: ListSort<S> | null;
  /** From 1. */
  page: number;
  filters: F;
}

export interface ListState<S extends string = string, F = object> extends ListValues<S, F> {
  /** A search or filter narrows the list (not the sort or the page): an empty list means "no match". */
  filtered: boolean;
  sortable(id: string): boolean;
  update(change: ListChange<S, F>): void;
  /** A click on a column header: ascending, descending, then back to the default sort (or none). */
  toggleSort(id: S): void;
  /** Every filter, the search, the sort and the page back to their defaults. */
  reset(): void;
  /**
   * The values the list will have once `change` is applied, read as the address will give them:
   * the query of a search can start before the address changes and the page renders.
   */
  after(change: ListChange<S, F>): ListValues<S, F>;
}

const sortText = (sort: ListSort | null) => (sort ? `${sort.desc ? '-' : ''}${sort.id}` : null);

function filterCodecs<S extends string, F>(options: ListStateOptions<S, F>) {
  const codecs = (options.filters ?? {}) as { [K in keyof F]: ListParam<F[K]> };
  return { codecs, keys: Object.keys(codecs) as (keyof F & string)[] };
}

/** The sort the address asks for, if the list can be sorted that way; else the default. */
function readSort<S extends string, F>(
  params: URLSearchParams,
  options: ListStateOptions<S, F>,
): ListSort<S> | null {
  const text = params.get('sort') ?? '';
  const id = text.replace(/^-/, '') as S;
  return (options.sorts ?? []).includes(id)
    ? { id, desc: text.startsWith('-') }
    : (options.defaults?.sort ?? null);
}

/** The feature's filters as the address gives them. */
function readFilters<S extends string, F>(params: URLSearchParams, options: ListStateOptions<S, F>): F {
  const { codecs, keys } = filterCodecs(options);
  return Object.fromEntries(keys.map((key) => [key, codecs[key].parse(params.get(key))])) as F;
}

/** A click on a column header: ascending, descending, then back to the default sort (or none). */
function nextSort<S extends string>(
  sort: ListSort<S> | null,
  id: S,
  defaultSort: ListSort<S> | null,
): ListSort<S> | null {
  if (sort?.id !== id) return { id, desc: false };
  if (!sort.desc) return { id, desc: true };
  return defaultSort ? { id, desc: false } : null;
}

/** The status and the page as the address gives them. */
function readStatusAndPage<S extends string, F>(params: URLSearchParams, options: ListStateOptions<S, F>) {
  const statusText = params.get('status') as ActivityStatusFilter | null;
  const status =
    statusText && ACTIVITY_STATUS_FILTERS.includes(statusText) ? statusText : (options.defaults?.status ?? 'active');
  const pageNumber = Number(params.get('page'));
  return { status, page: Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1 };
}

/** The address's text of these parameters only. */
const only = (params: URLSearchParams, names: readonly string[]) =>
  new URLSearchParams(names.flatMap((name) => params.getAll(name).map((value) => [name, value]))).toString();

/** Every value of the list as the address gives them. */
function readValues<S extends string, F>(params: URLSearchParams, options: ListStateOptions<S, F>): ListValues<S, F> {
  return {
    ...readStatusAndPage(params, options),
    q: params.get('q') ?? '',
    sort: readSort(params, options),
    filters: readFilters(params, options),
  };
}

/** The address after a change of the list's state (the other parameters kept). */
function applyChange<S extends string, F>(
  previous: URLSearchParams,
  change: ListChange<S, F>,
  options: ListStateOptions<S, F>,
): URLSearchParams {
  const { codecs } = filterCodecs(options);
  const defaultStatus = options.defaults?.status ?? 'active';
  const defaultSort = options.defaults?.sort ?? null;
  const next = new URLSearchParams(previous);
  const put = (key: string, text: string | null) => (text ? next.set(key, text) : next.delete(key));
  if (change.status !== undefined) put('status', change.status === defaultStatus ? null : change.status);
  if (change.q !== undefined) put('q', change.q);
  if (change.sort !== undefined)
    put('sort', sortText(change.sort) === sortText(defaultSort) ? null : sortText(change.sort));
  for (const [key, value] of Object.entries(change.filters ?? {}))
    if (value !== undefined) put(key, codecs[key as keyof F].format(value as F[keyof F]));
  if (change.page !== undefined) put('page', change.page > 1 ? String(change.page) : null);
  else next.delete('page');
  return next;
}

/**
 * The state of a list page in the address, with the same parameter names on every list:
 * `status` (activity status), `q` (search), `sort` (`name` or `-name`), `page`, then the
 * feature's own filters. Defaults are left out of the address; back/forward and a shared link
 * give the same list; each change replaces the history entry (typing does not pile entries up).
 * Pass the options as a module-level constant.
 */
export function useListState<S extends string = string, F = object>(
  options: ListStateOptions<S, F> = {},
): ListState<S, F> {
  const [searchParams, setSearchParams] = useAddressParams();
  const update = useCallback(
    (change: ListChange<S, F>) =>
      setSearchParams((previous) => applyChange(previous, change, options), { replace: true }),
    [setSearchParams, options],
  );
  const toggleSort = useCallback(
    (id: S) =>
      setSearchParams(
        (previous) =>
          applyChange(
            previous,
            { sort: nextSort(readSort(previous, options), id, options.defaults?.sort ?? null) },
            options,
          ),
        { replace: true },
      ),
    [setSearchParams, options],
  );
  const sortable = useCallback((id: string) => (options.sorts ?? []).includes(id as S), [options]);
  const after = useCallback(
    (change: ListChange<S, F>) => readValues(applyChange(searchParams, change, options), options),
    [searchParams, options],
  );

  const { codecs, keys } = filterCodecs(options);
  const defaultStatus = options.defaults?.status ?? 'active';
  const { status, page } = readStatusAndPage(searchParams, options);
  const q = searchParams.get('q') ?? '';
  // The same objects while their own parameters stay the same (they key queries and memoized
  // tables): a new search must not re-render a table whose rows have not changed yet.
  const sortAddress = only(searchParams, ['sort']);
  const filterAddress = only(searchParams, Object.keys(options.filters ?? {}));
  const sort = useMemo(() => readSort(new URLSearchParams(sortAddress), options), [sortAddress, options]);
  const filters = useMemo(() => readFilters(new URLSearchParams(filterAddress), options), [filterAddress, options]);

  return {
    status,
    q,
    sort,
    page,
    filters,
    filtered:
      q !== '' || status !== defaultStatus || keys.some((key) => codecs[key].format(filters[key]) !== null),
    sortable,
    update,
    toggleSort,
    reset: () =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of ['status', 'q', 'sort', 'page', ...keys]) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    after,
  };
}
