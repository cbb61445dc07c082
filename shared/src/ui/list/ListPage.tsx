import { useEffect, useMemo, useRef, useState, type ChangeEvent, type MouseEvent, type ReactNode } from 'react';
import { Button, Group, Pagination, Text, VisuallyHidden } from '@mantine/core';
import { downloadCsv, toCsv, type CsvValue } from '../../csv';
import { useSharedT } from '../../i18n/createAreaI18n';
import { DataTable, type ColumnDef } from '../DataTable';
import { PageLayout } from '../PageLayout';
import { ErrorState, LoadingState } from '../states';
import { ColumnChooser } from './ColumnChooser';
import { ActivityStatusControl, ListSearchInput } from './ListFilters';
import type { ListSelection } from './useListSelection';
import type { ListChange, ListSort, ListState } from './useListState';

const TICK_STYLE = {
  width: 18,
  height: 18,
  margin: 0,
  verticalAlign: 'middle',
  cursor: 'pointer',
  accentColor: 'var(--mantine-primary-color-filled)',
} as const;

/**
 * A row's (or the header's) tick box: a native checkbox in the theme's colour. A page can show
 * 200 of them; Mantine's Checkbox (a wrapper, an icon, its styles) costs more than the row.
 */
function Tick(props: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onClick?: (e: MouseEvent<HTMLInputElement>) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const indeterminate = Boolean(props.indeterminate);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={props.label}
      checked={props.checked}
      onChange={props.onChange}
      onClick={props.onClick}
      className="mantine-focus-auto"
      style={TICK_STYLE}
    />
  );
}

/**
 * A list page's query from a TanStack Query result and the rows of its answer: only the fields
 * a list reads. Spreading the result (`{ ...query }`) reads every field, which costs the tracking
 * getters and makes the page re-render whenever any of them changes.
 */
export function useListQuery<T>(
  result: Omit<ListQuery<T>, 'data'>,
  data: T[] | undefined,
): ListQuery<T> {
  const { isPending, isError, isFetching, error, refetch } = result;
  return useMemo(
    () => ({ data, isPending, isError, isFetching, error, refetch }),
    [data, isPending, isError, isFetching, error, refetch],
  );
}

/** One column of a list page. */
export interface ListColumn<T> {
  /** Its id: the `sort` parameter's value when the list can be sorted by it. */
  id: string;
  header: string;
  /** The value of a row: its CSV cell, what the page sorts by, and the cell unless `cell` is given. */
  value: (row: T) => CsvValue;
  cell?: (row: T) => ReactNode;
  /** Shown until the user hides it in "Columns" (true unless false). */
  defaultVisible?: boolean;
}

/** What a list page reads of its query (TanStack Query's result). */
export interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListPageProps<T> {
  title: string;
  description?: ReactNode;
  /** The rows' name, singular and plural (`['worker', 'workers']`): counts, labels, messages. */
  noun: readonly [string, string];
  /** The list's state in the address (`useListState`): status, search, sort, page. */
  list: ListState;
  /**
   * Starts the list's query for a change the page makes (search, status, page) before the
   * address changes: `useListPrefetch(list, optionsFor)`, with the page's own query options.
   */
  prefetch?: (change: Pick<ListChange<string, object>, 'q' | 'status' | 'page'>) => void;
  query: ListQuery<T>;
  columns: readonly ListColumn<T>[];
  getRowId: (row: T) => string;
  /** Each row is a real link to this address (DataTable's `rowHref`); pass a stable function. */
  rowHref?: (row: T) => string | null | undefined;
  /** @deprecated Click-only rows: use `rowHref`. */
  onRowClick?: (row: T) => void;
  /** Who sorts the rows: the server (the sort is part of the query) or this page. */
  sorting?: 'server' | 'page';
  /** The activity-status filter's look, or none. */
  statusControl?: 'segmented' | 'select' | false;
  searchPlaceholder?: string;
  /** The feature's other filters, after the status and the search. */
  filters?: ReactNode;
  /** Shown above the filters (a filter list that could not be loaded...). */
  notice?: ReactNode;
  /** "Columns": the user shows and hides columns; the CSV export follows. */
  columnChooser?: boolean;
  /** "Export CSV" of the rows and columns shown, in the order shown, as this file. */
  csvFileName?: string;
  /** Tick boxes on the rows (`useListSelection`), for the bulk actions of `actions`. */
  selection?: { state: ListSelection<T>; label: (row: T) => string };
  /** Buttons of the page, after "Export CSV". */
  actions?: ReactNode;
  /** What an empty list says; `filtered`: a search or filter is on. */
  empty: ReactNode | ((filtered: boolean) => ReactNode);
  /** The server pages the list: its total, the page size; `page` of the address is the page shown. */
  pagination?: { total: number; pageSize: number };
  tableHeight?: number;
  /** Modals of the page. */
  children?: ReactNode;
}

// Sorts rows (no text shown): the browser's own collation.
// eslint-disable-next-line no-restricted-syntax
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: CsvValue, b: CsvValue) {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

/** The rows in the order of the sort (a copy), when the page sorts. */
function sortRows<T>(
  rows: readonly T[],
  columns: readonly ListColumn<T>[],
  sort: ListSort | null,
): readonly T[] {
  const column = sort && columns.find((c) => c.id === sort.id);
  if (!sort || !column) return rows;
  const sign = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => sign * compareValues(column.value(a), column.value(b)));
}

/**
 * A list page of the portal: title and actions, the filters bar (activity status, search in
 * the address with `useListState`, the feature's filters, "Columns", the count), then the
 * table (sort by header, virtual rows for long lists, optional tick boxes) or its loading,
 * error (Retry) and empty states, "Export CSV" of what is shown, and pages when the server
 * pages. A failed background refresh keeps the rows and says so to screen readers.
 */
export function ListPage<T>({
  title,
  description,
  noun: [one, many],
  list,
  prefetch,
  query,
  columns,
  getRowId,
  rowHref,
  onRowClick,
  sorting = 'page',
  statusControl = 'segmented',
  searchPlaceholder,
  filters,
  notice,
  columnChooser = false,
  csvFileName,
  selection,
  actions,
  empty,
  pagination,
  tableHeight,
  children,
}: ListPageProps<T>) {
  const t = useSharedT();
  const [visible, setVisible] = useState(() =>
    columns.filter((c) => c.defaultVisible !== false).map((c) => c.id),
  );
  const shownColumns = useMemo(() => columns.filter((c) => visible.includes(c.id)), [columns, visible]);
  const data = query.data;
  const rows = useMemo(
    () => (data && sorting === 'page' ? sortRows(data, columns, list.sort) : data),
    [data, sorting, columns, list.sort],
  );
  const chosen = selection && rows ? selection.state.chosen(rows).length : 0;

  const { sortable, toggleSort } = list;
  // The selection's parts, not the object a page may write inline, key the columns.
  const selectionState = selection?.state;
  const selectionLabel = selection?.label;
  const tableColumns = useMemo<ColumnDef<T>[]>(() => {
    const defs: ColumnDef<T>[] = shownColumns.map((c) => ({
      id: c.id,
      header: c.header,
      accessorFn: c.value,
      enableSorting: sortable(c.id),
      cell: ({ row }) => (c.cell ? c.cell(row.original) : (c.value(row.original) ?? '')),
    }));
    if (!selectionState || !selectionLabel || !rows) return defs;
    const all = rows.length > 0 && chosen === rows.length;
    const tick: ColumnDef<T> = {
      id: 'select',
      enableSorting: false,
      header: () => (
        <Tick
          label={t('shared.list.selectAllShown', { noun: many })}
          checked={all}
          indeterminate={chosen > 0 && !all}
          onChange={(e) => selectionState.setAll(rows, e.currentTarget.checked)}
        />
      ),
      cell: ({ row }) => (
        <Tick
          label={t('shared.list.selectRow', { label: selectionLabel(row.original) })}
          checked={selectionState.isSelected(row.original)}
          onChange={(e) => selectionState.toggle(row.original, e.currentTarget.checked)}
          onClick={(e) => e.stopPropagation()}
        />
      ),
    };
    return [tick, ...defs];
  }, [shownColumns, sortable, selectionState, selectionLabel, rows, chosen, many, t]);

  // The table re-renders only when its rows, columns or sort change, not while a refetch flag
  // flips (the search box keeps its own text): 2,000 rows stay smooth. Pass stable `columns`,
  // `getRowId` and `onRowClick` (module constants, useCallback).
  const table = useMemo(
    () => (
      <DataTable
        label={many.charAt(0).toUpperCase() + many.slice(1)}
        columns={tableColumns}
        data={rows ? [...rows] : []}
        getRowId={getRowId}
        rowHref={rowHref}
        onRowClick={onRowClick}
        height={tableHeight}
        sort={list.sort}
        onSortClick={(id) => toggleSort(id)}
      />
    ),
    [many, tableColumns, rows, getRowId, rowHref, onRowClick, tableHeight, list.sort, toggleSort],
  );

  /** A change of the page's own controls: its query starts, then the address changes. */
  const change = (next: Pick<ListChange<string, object>, 'q' | 'status' | 'page'>) => {
    prefetch?.(next);
    list.update(next);
  };

  const exportCsv = () => {
    if (!rows || !csvFileName) return;
    downloadCsv(
      csvFileName,
      toCsv(
        rows,
        shownColumns.map((c) => ({ header: c.header, value: c.value })),
      ),
    );
  };

  // A paged list says how many there are in all, not only on this page.
  const ofTotal = pagination && pagination.total > (rows?.length ?? 0) ? pagination.total : null;
  const shownCount = rows
    ? ofTotal !== null
      ? t('shared.list.countOfTotal', { shown: rows.length, total: ofTotal, noun: many })
      : t('shared.list.count', { shown: rows.length, noun: rows.length === 1 ? one : many })
    : '';
  const count = rows && chosen > 0 ? shownCount + t('shared.list.countSelected', { count: chosen }) : shownCount;
  const pages = pagination ? Math.ceil(pagination.total / pagination.pageSize) : 0;

  let content: ReactNode;
  if (query.isPending) content = <LoadingState label={t('shared.list.loading', { noun: many })} />;
  else if (query.isError && !data)
    content = (
      <ErrorState
        title={t('shared.list.loadFailed', { noun: many })}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  else if (rows && rows.length === 0) content = typeof empty === 'function' ? empty(list.filtered) : empty;
  else content = table;

  return (
    <PageLayout
      title={title}
      description={description}
      actions={
        csvFileName || actions ? (
          <>
            {csvFileName && (
              <Button variant="default" onClick={exportCsv} disabled={!rows || rows.length === 0}>
                {t('shared.export.button')}
              </Button>
            )}
            {actions}
          </>
        ) : undefined
      }
    >
      {notice}
      <Group align="flex-end" gap="md" wrap="wrap" role="search" aria-label={t('shared.list.filters', { noun: many })}>
        {statusControl && (
          <ActivityStatusControl
            variant={statusControl}
            value={list.status}
            onChange={(status) => change({ status })}
          />
        )}
        <ListSearchInput
          value={list.q}
          onSearch={(q) => change({ q })}
          placeholder={searchPlaceholder}
        />
        {filters}
        {columnChooser && <ColumnChooser columns={columns} visible={visible} onChange={setVisible} />}
        <Text size="sm" c="dimmed" aria-live="polite" ml="auto">
          {count}
          {query.isFetching && rows ? t('shared.list.updating') : ''}
        </Text>
      </Group>
      {content}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={list.page}
            onChange={(page) => change({ page })}
            getItemProps={(page) => ({ 'aria-label': t('shared.list.page', { page }) })}
          />
        </Group>
      )}
      <VisuallyHidden aria-live="polite">
        {query.isError && data ? t('shared.list.refreshFailed') : ''}
      </VisuallyHidden>
      {children}
    </PageLayout>
  );
}
