import { useMemo, useState } from 'react';
import { Badge, Button } from '@mantine/core';
import {
  useListQuery,
  EmptyState,
  EntityLink,
  ExportButton,
  ListPage,
  api,
  listParam,
  useFormat,
  useListPrefetch,
  useListState,
  type ListColumn,
  type ListStateOptions,
  type ListValues,
} from '@courier/shared';
import { FULL_BADGE } from '../../../components/fullBadge';
import { useT } from '../../../i18n';
import { cfrUsersQueryOptions, useCfrUsers, type CfrUserRow, type GetCfrUsersQuery } from '../api';
import { CFR_USERS_PAGE_SIZE, type CfrUserListFilters, type CfrUserSortField } from '../types';
import { AddCfrUserModal } from './AddCfrUserModal';
import { ClientPicker } from './ClientPicker';

/** The columns the server sorts on (`sort`/`order` of users/cfr/getUsers), last name by default. */
const SORTS: readonly CfrUserSortField[] = [
  'lastName',
  'firstName',
  'email',
  'activityStatus',
  'lastLoginAt',
];
const DEFAULT_SORT = { id: 'lastName', desc: false } as const;
const LIST: ListStateOptions<CfrUserSortField, CfrUserListFilters> = {
  sorts: SORTS,
  defaults: { sort: DEFAULT_SORT },
  filters: { clientId: listParam.ids },
};

/** The page's query of users/cfr/getUsers for the list's values (the export's, without the page). */
function usersQuery(list: ListValues<CfrUserSortField, CfrUserListFilters>): GetCfrUsersQuery {
  const sort = list.sort ?? DEFAULT_SORT;
  return {
    activityStatus: list.status,
    search: list.q || undefined,
    clientId: list.filters.clientId[0] ?? undefined,
    sort: sort.id,
    order: sort.desc ? 'desc' : 'asc',
    page: list.page,
    pageSize: CFR_USERS_PAGE_SIZE,
  };
}
/** The page's query options for the list's values (as useCfrUsers makes them): a search starts it early. */
const usersOf = (list: ListValues<CfrUserSortField, CfrUserListFilters>) => cfrUsersQueryOptions(usersQuery(list));

type Format = ReturnType<typeof useFormat>;

const columnsIn = (t: ReturnType<typeof useT>, format: Format): readonly ListColumn<CfrUserRow>[] => [
  // The row's link (rowHref) sits in this first cell: keyboard, middle click, new tab.
  { id: 'lastName', header: t('cfrUsers.column.lastName'), value: (u) => u.lastName },
  { id: 'firstName', header: t('cfrUsers.column.firstName'), value: (u) => u.firstName },
  { id: 'email', header: t('cfrUsers.column.email'), value: (u) => u.email },
  {
    id: 'client',
    header: t('cfrUsers.column.client'),
    value: (u) => `${u.client.businessCode} ${u.client.name}`,
    // The client's page, when the user's roles open it.
    cell: (u) => (
      <EntityLink kind="client" id={u.clientId}>
        {u.client.businessCode} {u.client.name}
      </EntityLink>
    ),
  },
  { id: 'site', header: t('cfrUsers.column.site'), value: (u) => u.site?.name ?? '' },
  { id: 'service', header: t('cfrUsers.column.service'), value: (u) => u.service?.name ?? '' },
  {
    id: 'activityStatus',
    header: t('cfrUsers.column.status'),
    value: (u) => t('cfrUsers.status', { status: u.activityStatus }),
    cell: (u) => (
      <Badge color={u.activityStatus === 'active' ? 'teal' : 'gray'} variant="light" styles={FULL_BADGE}>
        {t('cfrUsers.status', { status: u.activityStatus })}
      </Badge>
    ),
  },
  {
    id: 'lastLoginAt',
    header: t('cfrUsers.column.lastLogin'),
    value: (u) => (u.lastLoginAt ? format.dateTime(u.lastLoginAt) : ''),
  },
];

const rowId = (u: CfrUserRow) => String(u.userCFrId);
const rowHref = (u: CfrUserRow) => `/users/cfr/${u.userCFrId}`;

/** The export dialog in the page's language. */
const exportTexts = (t: ReturnType<typeof useT>) => ({
  button: t('cfrUsers.export.button'),
  title: t('cfrUsers.export.title'),
  description: t('cfrUsers.export.description'),
  separator: t('cfrUsers.export.separator'),
  semicolon: t('cfrUsers.export.semicolon'),
  comma: t('cfrUsers.export.comma'),
  download: t('cfrUsers.export.download'),
  cancel: t('clients.action.cancel'),
  downloading: t('cfrUsers.export.downloading'),
  failed: t('cfrUsers.export.failed'),
});

/**
 * /users/cfr: client-side users by client, search and activity, sorted by the server, paged,
 * rows as links; the server's export of the whole filtered set; "Add user".
 */
export function CfrUsersListPage() {
  const t = useT();
  const format = useFormat();
  const columns = useMemo(() => columnsIn(t, format), [t, format]);
  const list = useListState(LIST);
  const [adding, setAdding] = useState(false);
  const clientId = list.filters.clientId[0] ?? null;
  const query = usersQuery(list);
  const users = useCfrUsers(query);
  const prefetch = useListPrefetch(list, usersOf);
  // The list's filters and sort: the export's query.
  const { page: _page, pageSize: _pageSize, ...filtersAndSort } = query;
  const page = useListQuery(users, users.data?.items);
  const shownClient = users.data?.items.find((u) => u.clientId === clientId)?.client ?? null;
  return (
    <ListPage
      title={t('cfrUsers.list.title')}
      description={t('cfrUsers.list.description')}
      noun={[t('cfrUsers.list.noun.one'), t('cfrUsers.list.noun.other')]}
      list={list}
      prefetch={prefetch}
      query={page}
      pagination={users.data && { total: users.data.total, pageSize: CFR_USERS_PAGE_SIZE }}
      columns={columns}
      getRowId={rowId}
      rowHref={rowHref}
      sorting="server"
      searchPlaceholder={t('cfrUsers.list.searchPlaceholder')}
      filters={
        <ClientPicker
          label={t('cfrUsers.field.client')}
          placeholder={t('cfrUsers.list.anyClient')}
          value={clientId}
          current={shownClient}
          onChange={(id) => list.update({ filters: { clientId: id ? [id] : [] } })}
        />
      }
      actions={
        <>
          <ExportButton
            endpoint={api.cfrUsers.exportUsers}
            query={filtersAndSort}
            disabled={!users.data || users.data.total === 0}
            texts={exportTexts(t)}
          />
          <Button onClick={() => setAdding(true)}>{t('cfrUsers.action.add')}</Button>
        </>
      }
      empty={(filtered) => (
        <EmptyState
          title={filtered ? t('cfrUsers.list.emptyFiltered') : t('cfrUsers.list.empty')}
          description={filtered ? t('cfrUsers.list.emptyFilteredHint') : t('cfrUsers.list.emptyHint')}
        />
      )}
      tableHeight={600}
    >
      <AddCfrUserModal opened={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
