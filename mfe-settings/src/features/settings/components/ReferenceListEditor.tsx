import { useCallback, useMemo, useState } from 'react';
import { Button, Select, Switch } from '@mantine/core';
import { useListQuery, EmptyState, ListPage, useListState, type ListColumn, type QueryOf } from '@courier/shared';
import { useSettingsList } from '../api/getSettingsList';
import type { FilterDescription, ListDescription } from '../types';
import { useOptions } from './FieldInput';
import { ItemFormModal } from './ItemFormModal';
import { ConfirmActivityModal } from './ConfirmActivityModal';

type Row = { id: number; version: number; activityStatus?: 'active' | 'inactive'; inUse?: number } & Record<
  string,
  unknown
>;

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: FilterDescription;
  value: string;
  onChange: (v: string) => void;
}) {
  const options = useOptions(filter.options);
  return (
    <Select
      label={filter.label}
      data={options.data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      clearable
      placeholder={options.isPending ? 'Loading…' : options.isError ? 'Could not be loaded' : 'All'}
      w={220}
    />
  );
}

/**
 * One settings list from its description: the table with its filters (activity status or
 * status, search, the list's own selects, all in the address), "Add", "Edit" on each row, and
 * the activity switch behind a confirmation.
 */
export function ReferenceListEditor({ description: d }: { description: ListDescription }) {
  const list = useListState(d.listState);
  const { filters } = list;
  const query = useMemo(() => {
    const q: Record<string, unknown> = {};
    if (d.status.kind === 'activity') q.activityStatus = list.status;
    else q.status = filters.status || 'all';
    for (const f of d.filters ?? []) if (filters[f.name]) q[f.name] = Number(filters[f.name]);
    return q;
  }, [d, list.status, filters]);
  const result = useSettingsList(d.get, query as QueryOf<typeof d.get>);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [toggling, setToggling] = useState<Row | null>(null);

  const rows = useMemo(() => {
    const all = result.data as Row[] | undefined;
    const term = list.q.trim().toLowerCase();
    if (!all || !term) return all;
    return all.filter((r) =>
      d.columns.some((c) =>
        String(c.value(r as never) ?? '')
          .toLowerCase()
          .includes(term),
      ),
    );
  }, [result.data, list.q, d]);
  const page = useListQuery(result, rows);

  const columns = useMemo<ListColumn<Row>[]>(() => {
    const own = d.columns as unknown as ListColumn<Row>[];
    const edit: ListColumn<Row> = {
      id: 'actions',
      header: 'Actions',
      value: () => '',
      cell: (r) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => setEditing(r)}
          aria-label={`Edit ${d.label(r as never)}`}
        >
          Edit
        </Button>
      ),
    };
    if (d.status.kind !== 'activity') return [...own, edit];
    const active: ListColumn<Row> = {
      id: 'activityStatus',
      header: 'Active',
      value: (r) => r.activityStatus ?? '',
      cell: (r) => (
        <Switch
          checked={r.activityStatus === 'active'}
          onChange={() => setToggling(r)}
          aria-label={`Active: ${d.label(r as never)}`}
        />
      ),
    };
    return [...own, active, edit];
  }, [d]);

  const getRowId = useCallback((r: Row) => String(r.id), []);
  const onRowClick = useCallback((r: Row) => setEditing(r), []);

  return (
    <ListPage<Row>
      title={d.title}
      description={d.description}
      noun={d.noun}
      list={list}
      query={page}
      columns={columns}
      getRowId={getRowId}
      onRowClick={onRowClick}
      statusControl={d.status.kind === 'activity' ? 'segmented' : false}
      searchPlaceholder={`Search the ${d.noun[1]}`}
      filters={
        <>
          {d.status.kind === 'status' && (
            <Select
              label={d.status.label}
              data={d.status.values.map((v) => ({ value: v, label: v[0].toUpperCase() + v.slice(1) }))}
              value={filters.status || 'all'}
              allowDeselect={false}
              onChange={(v) => list.update({ filters: { status: v ?? 'all' } })}
              w={160}
            />
          )}
          {(d.filters ?? []).map((f) => (
            <FilterSelect
              key={f.name}
              filter={f}
              value={filters[f.name] ?? ''}
              onChange={(v) => list.update({ filters: { [f.name]: v } })}
            />
          ))}
        </>
      }
      csvFileName={`${d.key}.csv`}
      actions={<Button onClick={() => setEditing('new')}>Add a {d.noun[0]}</Button>}
      empty={(filtered) => (
        <EmptyState
          title={filtered ? `No ${d.noun[1]} match` : `No ${d.noun[1]} yet`}
          description={filtered ? 'Change the filters or the search.' : `Add the first ${d.noun[0]}.`}
          action={
            filtered ? (
              <Button variant="subtle" onClick={list.reset}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      )}
    >
      {editing && (
        <ItemFormModal
          description={d}
          row={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {toggling && (
        <ConfirmActivityModal
          description={d}
          row={toggling as Row & { activityStatus: 'active' | 'inactive'; inUse: number }}
          onClose={() => setToggling(null)}
        />
      )}
    </ListPage>
  );
}
