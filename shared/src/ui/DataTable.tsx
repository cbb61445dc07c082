import { useRef, useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Box, Table, UnstyledButton } from '@mantine/core';
import { followPortalLink } from './followLink';
import { EmptyState } from './states';
import { useSharedT } from '../i18n/createAreaI18n';
import styles from './DataTable.module.css';

export type { ColumnDef } from '@tanstack/react-table';

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: ColumnDef<T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  data: T[];
  getRowId?: (row: T, index: number) => string;
  /**
   * Where a row leads: the row's first cell holds a real link to it, covering the whole row
   * (keyboard focus, Enter, middle click and ctrl-click for a new tab). Prefer it to onRowClick.
   */
  rowHref?: (row: T) => string | null | undefined;
  /** The column whose cell holds the row's link (default: the first one that is not `select`). */
  linkColumnId?: string;
  /** @deprecated A click-only row (no keyboard, no new tab): use `rowHref`. */
  onRowClick?: (row: T) => void;
  /** Height of the scroll area; long lists render only the visible rows. */
  height?: number;
  /** Rows above which only visible rows are rendered. */
  virtualizeAbove?: number;
  estimateRowHeight?: number;
  empty?: ReactNode;
  /**
   * A sort kept outside the table (a list page's address): the rows come sorted as given, and a
   * click on a sortable header calls `onSortClick` instead of sorting here.
   */
  sort?: { id: string; desc: boolean } | null;
  onSortClick?: (columnId: string) => void;
}

/** `Sort by team`, `Sort by team, now ascending`: what a sortable header's button says. */
function sortLabel(t: ReturnType<typeof useSharedT>, header: unknown, sorted: false | 'asc' | 'desc') {
  if (typeof header !== 'string') return undefined;
  return sorted
    ? t('shared.table.sortBySorted', { header: header.toLowerCase(), direction: sorted })
    : t('shared.table.sortBy', { header: header.toLowerCase() });
}

/** A sortable table (TanStack Table) that virtualizes long lists (TanStack Virtual). Sortable headers are buttons named `Sort by <header>`. */
export function DataTable<T>({
  label,
  columns,
  data,
  getRowId,
  rowHref,
  linkColumnId,
  onRowClick,
  height = 560,
  virtualizeAbove = 100,
  estimateRowHeight = 37,
  empty,
  sort,
  onSortClick,
}: DataTableProps<T>) {
  const t = useSharedT();
  const [ownSorting, setSorting] = useState<SortingState>([]);
  const sortedOutside = onSortClick !== undefined;
  const sorting: SortingState = sortedOutside ? (sort ? [sort] : []) : ownSorting;
  // TanStack Table returns functions that change identity; the compiler must not memoize around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    manualSorting: sortedOutside,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId,
  });
  const rows = table.getRowModel().rows;
  const virtual = rows.length > virtualizeAbove;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    // The rows of the box's height from the first render (before it is measured), not only
    // the overscan; a second render then finds the same range.
    initialRect: { width: 0, height },
    overscan: 6,
    enabled: virtual,
  });

  if (data.length === 0) return <>{empty ?? <EmptyState title={t('shared.table.empty')} />}</>;

  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown: { row: Row<T>; key: string | number }[] = virtual
    ? items.map((item) => ({ row: rows[item.index], key: item.key as string | number }))
    : rows.map((row) => ({ row, key: row.id }));
  const padTop = virtual && items.length > 0 ? items[0].start : 0;
  const padBottom =
    virtual && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const visibleColumns = table.getVisibleLeafColumns();
  const colCount = visibleColumns.length;
  const linkColumn = rowHref
    ? (linkColumnId ?? visibleColumns.find((c) => c.id !== 'select')?.id ?? visibleColumns[0]?.id)
    : undefined;

  return (
    <Box ref={scrollRef} className={styles.scroll} style={{ maxHeight: virtual ? height : undefined }}>
      <Table
        className={styles.table}
        aria-label={label}
        aria-rowcount={rows.length + 1}
        stickyHeader
        highlightOnHover={Boolean(onRowClick)}
        striped
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const content = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <UnstyledButton
                        onClick={
                          sortedOutside
                            ? () => onSortClick(header.column.id)
                            : header.column.getToggleSortingHandler()
                        }
                        aria-label={sortLabel(t, header.column.columnDef.header, sorted)}
                        fw={600}
                        fz="sm"
                      >
                        {content}
                        {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                      </UnstyledButton>
                    ) : (
                      content
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {padTop > 0 && (
            <tr aria-hidden>
              <td colSpan={colCount} style={{ height: padTop, padding: 0 }} />
            </tr>
          )}
          {shown.map(({ row, key }) => {
            const href = rowHref?.(row.original) ?? undefined;
            return (
            // Plain elements with the classes and attributes Table.Tr / Table.Td would give
            // (Mantine's Table CSS): a Mantine component per cell costs more than the cell's
            // content, and a page of 200 clients must be on screen within 100 ms of its answer.
            <tr
              key={key}
              className={href ? `${Table.classes.tr} ${styles.linkedRow}` : Table.classes.tr}
              data-with-row-border
              data-striped="odd"
              data-hover={onRowClick ? true : undefined}
              aria-rowindex={row.index + 2}
              onClick={onRowClick ? () => onRowClick(row.original) : undefined}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {row.getVisibleCells().map((cell) => {
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                return (
                  <td key={cell.id} className={Table.classes.td}>
                    {href && cell.column.id === linkColumn ? (
                      <a href={href} className={styles.rowLink} onClick={followPortalLink}>
                        {content}
                      </a>
                    ) : (
                      content
                    )}
                  </td>
                );
              })}
            </tr>
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden>
              <td colSpan={colCount} style={{ height: padBottom, padding: 0 }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
