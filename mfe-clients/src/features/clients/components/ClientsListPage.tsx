import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button } from '@mantine/core';
import {
  useListQuery,
  EmptyState,
  ExportButton,
  ListPage,
  api,
  listParam,
  useListPrefetch,
  useListSelection,
  useListState,
  type ListStateOptions,
} from '@courier/shared';
import { useT } from '../../../i18n';
import { clientsQueryOptions, useClients, type ClientRow, type GetClientsQuery } from '../api';
import { useClientLists } from '../hooks/useClientLists';
import { CLIENTS_PAGE_SIZE, type ClientListFilters, type ClientSortField } from '../types';
import { AddClientModal, DuplicateClientModal } from './AddClientModal';
import { ClientFiltersBar } from './ClientFiltersBar';
import { useClientColumns } from './clientColumns';

/** The columns the server sorts on (`sort`/`order` of clients/getClients). */
const SORTS: readonly ClientSortField[] = ['name', 'businessCode', 'city', 'activityStatus'];
const DEFAULT_SORT = { id: 'name', desc: false } as const;

/** The list in the address: active clients by name (the server sorts), the eight filters, the page. */
const CLIENTS_LIST: ListStateOptions<ClientSortField, ClientListFilters> = {
  sorts: SORTS,
  defaults: { sort: DEFAULT_SORT },
  filters: {
    clientGroups: listParam.ids,
    clientGroups2: listParam.ids,
    agencies: listParam.ids,
    salesAgents: listParam.ids,
    paymentMethods: listParam.ids,
    businessCode: listParam.text,
  },
};

const rowId = (c: ClientRow) => String(c.clientId);
const rowHref = (c: ClientRow) => `/clients/${c.clientId}`;
const selectionLabel = (c: ClientRow) => `${c.businessCode} ${c.name}`;

/** The performance marks a browser measure reads (e2e/bench/clients.ts). */
export const ROWS_COMMITTED_MARK = 'clients:rows-committed';
export const ROWS_PAINTED_MARK = 'clients:rows-painted';

/**
 * Marks each new answer's rows: committed (React has put them in the DOM), then painted (a
 * task queued from the next animation frame runs once that frame is on screen).
 */
function useRowsMarks(items: readonly unknown[] | undefined) {
  useEffect(() => {
    if (!items || items.length === 0 || typeof performance.mark !== 'function') return;
    performance.mark(ROWS_COMMITTED_MARK, { detail: { rows: items.length } });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => performance.mark(ROWS_PAINTED_MARK, { detail: { rows: items.length } }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [items]);
}
const ids = (list: number[]) => (list.length > 0 ? list.join(',') : undefined);

type ClientsListState = {
  status: GetClientsQuery['activityStatus'];
  q: string;
  sort: { id: ClientSortField; desc: boolean } | null;
  filters: ClientListFilters;
};

/** The list's filters and sort: the query of the export, and of the page with its number. */
export function clientsFilterQuery(list: ClientsListState): Omit<GetClientsQuery, 'page' | 'pageSize'> {
  const f = list.filters;
  const sort = list.sort ?? DEFAULT_SORT;
  return {
    activityStatus: list.status,
    searchValue: list.q || undefined,
    clientGroups: ids(f.clientGroups),
    clientGroups2: ids(f.clientGroups2),
    agencies: ids(f.agencies),
    salesAgents: ids(f.salesAgents),
    paymentMethods: ids(f.paymentMethods),
    businessCode: f.businessCode || undefined,
    sort: sort.id,
    order: sort.desc ? 'desc' : 'asc',
  };
}

/** The query of clients/getClients for the list's state. */
export function clientsQuery(list: ClientsListState & { page: number }): GetClientsQuery {
  return { ...clientsFilterQuery(list), page: list.page, pageSize: CLIENTS_PAGE_SIZE };
}

/** The page's query options for the list's state (as useClients makes them): a search starts it early. */
const clientsOf = (list: ClientsListState & { page: number }) => clientsQueryOptions(clientsQuery(list));

/** The export dialog in the page's language. */
const exportTexts = (t: ReturnType<typeof useT>) => ({
  button: t('clients.export.button'),
  title: t('clients.export.title'),
  description: t('clients.export.description'),
  separator: t('clients.export.separator'),
  semicolon: t('clients.export.semicolon'),
  comma: t('clients.export.comma'),
  download: t('clients.export.download'),
  cancel: t('clients.action.cancel'),
  downloading: t('clients.export.downloading'),
  failed: t('clients.export.failed'),
});

/**
 * /clients: 200 a page with the total, sorted by the server, eight filters, search (a new one
 * cancels the previous request), rows as links, the server's export of the whole filtered set,
 * add and duplicate.
 */
export function ClientsListPage() {
  const t = useT();
  const columns = useClientColumns();
  const list = useListState(CLIENTS_LIST);
  const lists = useClientLists();
  const [adding, setAdding] = useState(false);
  const [duplicating, setDuplicating] = useState<ClientRow | null>(null);
  const selection = useListSelection(rowId);
  const clients = useClients(clientsQuery(list));
  const prefetch = useListPrefetch(list, clientsOf);
  const page = useListQuery(clients, clients.data?.items);
  const chosen = clients.data ? selection.chosen(clients.data.items) : [];
  useRowsMarks(clients.data?.items);
  // Stable handlers for the memoized filters bar, calling this render's list state.
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  });
  const changeFilters = useCallback(
    (patch: Partial<ClientListFilters>) => listRef.current.update({ filters: patch }),
    [],
  );
  const resetFilters = useCallback(() => listRef.current.reset(), []);
  // The same object while the selection is the same: the table keeps its columns.
  const tickBoxes = useMemo(() => ({ state: selection, label: selectionLabel }), [selection]);

  return (
    <ListPage
      title={t('clients.list.title')}
      description={
        clients.data
          ? t('clients.list.matching', { count: clients.data.total })
          : t('clients.list.description')
      }
      noun={[t('clients.list.noun.one'), t('clients.list.noun.other')]}
      list={list}
      prefetch={prefetch}
      query={page}
      pagination={clients.data && { total: clients.data.total, pageSize: CLIENTS_PAGE_SIZE }}
      columns={columns}
      getRowId={rowId}
      rowHref={rowHref}
      sorting="server"
      searchPlaceholder={t('clients.list.searchPlaceholder')}
      notice={
        lists.isError ? (
          <Alert color="orange" variant="light" role="status">
            {t('clients.list.listsFailed')}
          </Alert>
        ) : undefined
      }
      filters={
        <ClientFiltersBar
          filters={list.filters}
          lists={lists.data}
          onChange={changeFilters}
          onReset={resetFilters}
        />
      }
      columnChooser
      selection={tickBoxes}
      actions={
        <>
          <ExportButton
            endpoint={api.clients.exportClients}
            query={clientsFilterQuery(list)}
            disabled={!clients.data || clients.data.total === 0}
            texts={exportTexts(t)}
          />
          <Button
            variant="default"
            disabled={chosen.length !== 1}
            onClick={() => setDuplicating(chosen[0] ?? null)}
          >
            {t('clients.action.duplicate')}
          </Button>
          <Button onClick={() => setAdding(true)}>{t('clients.action.add')}</Button>
        </>
      }
      empty={(filtered) => (
        <EmptyState
          title={filtered ? t('clients.list.emptyFiltered') : t('clients.list.empty')}
          description={filtered ? t('clients.list.emptyFilteredHint') : t('clients.list.emptyHint')}
        />
      )}
      tableHeight={600}
    >
      <AddClientModal opened={adding} onClose={() => setAdding(false)} />
      <DuplicateClientModal
        source={duplicating}
        onClose={() => {
          setDuplicating(null);
          selection.clear();
        }}
      />
    </ListPage>
  );
}
