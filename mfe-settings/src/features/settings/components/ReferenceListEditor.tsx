import { useCallback, useMemo, useState } from 'react';
import { Button, Select, Switch } from '@mantine/core';
import {
  useListQuery,
  EmptyState,
  ListPage,
  useListState,
  type ListColumn,
  type QueryOf,
  useAddressParams,
} from '@courier/shared';
import { useSettingsList } from '../api/getSettingsList';
import { useT } from '../../../i18n';
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
  const t = useT();
  const options = useOptions(filter.options);
  return (
    <Select
      label={filter.label}
      data={options.data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      clearable
      placeholder={
        options.isPending
          ? t('settings.select.loading')
          : options.isError
            ? t('settings.select.failed')
            : t('settings.select.all')
      }
      w={220}
    />
  );
}

/**
 * One settings list from its description: the table with its filters (activity status or
 * status, search, the list's own selects, all in the address), "Add", "Edit" on each row, and
 * the activity switch behind a confirmation. Each row is a link to its form
 * (`?list=<key>&edit=<id>`, the list's filters kept), so a row opens from the keyboard, in a new
 * tab, or from a shared address; "Add" is `edit=new`.
 */
export function ReferenceListEditor({ description: d }: { description: ListDescription }) {
  const t = useT();
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
  const [params, setParams] = useAddressParams();
  const editParam = params.get('edit');
  const setEditParam = useCallback(
    (value: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set('edit', value);
          else next.delete('edit');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const editing: Row | 'new' | null =
    editParam === 'new'
      ? 'new'
      : ((result.data as Row[] | undefined)?.find((r) => String(r.id) === editParam) ?? null);
  const setEditing = useCallback(
    (row: Row | 'new' | null) => setEditParam(row === null ? null : row === 'new' ? 'new' : String(row.id)),
    [setEditParam],
  );
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
      header: t('settings.list.actions'),
      value: () => '',
      cell: (r) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => setEditing(r)}
          aria-label={t('settings.list.editRow', { name: d.label(r as never) })}
        >
          {t('settings.list.edit')}
        </Button>
      ),
    };
    if (d.status.kind !== 'activity') return [...own, edit];
    const active: ListColumn<Row> = {
      id: 'activityStatus',
      header: t('settings.list.active'),
      value: (r) => r.activityStatus ?? '',
      cell: (r) => (
        <Switch
          checked={r.activityStatus === 'active'}
          onChange={() => setToggling(r)}
          aria-label={t('settings.list.activeRow', { name: d.label(r as never) })}
        />
      ),
    };
    return [...own, active, edit];
  }, [d, t, setEditing]);

  const getRowId = useCallback((r: Row) => String(r.id), []);
  const address = params.toString();
  const rowHref = useCallback(
    (r: Row) => {
      const next = new URLSearchParams(address);
      next.set('edit', String(r.id));
      return `/settings?${next.toString()}`;
    },
    [address],
  );

  return (
    <ListPage<Row>
      title={d.title}
      description={d.description}
      noun={d.noun}
      list={list}
      query={page}
      columns={columns}
      getRowId={getRowId}
      rowHref={rowHref}
      statusControl={d.status.kind === 'activity' ? 'segmented' : false}
      searchPlaceholder={t('settings.list.search', { nouns: d.noun[1] })}
      filters={
        <>
          {d.status.kind === 'status' && (
            <Select
              label={d.status.label}
              data={d.status.values.map((v) => ({
                value: v,
                label: t('settings.status.option', { status: v }),
              }))}
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
      actions={
        <Button onClick={() => setEditing('new')}>
          {t('settings.list.add', { gender: d.gender, noun: d.noun[0] })}
        </Button>
      }
      empty={(filtered) => (
        <EmptyState
          title={
            filtered
              ? t('settings.list.emptyFiltered', { nouns: d.noun[1] })
              : t('settings.list.empty', { nouns: d.noun[1] })
          }
          description={
            filtered
              ? t('settings.list.emptyFilteredHint')
              : t('settings.list.emptyHint', { gender: d.gender, noun: d.noun[0] })
          }
          action={
            filtered ? (
              <Button variant="subtle" onClick={list.reset}>
                {t('settings.list.clearFilters')}
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
