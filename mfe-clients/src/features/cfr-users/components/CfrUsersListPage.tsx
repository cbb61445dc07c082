import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Anchor, Badge, Button } from '@mantine/core';
import {
  useListQuery,
  EmptyState,
  ListPage,
  listParam,
  useListState,
  type ListColumn,
  type ListStateOptions,
} from '@courier/shared';
import { useT } from '../../../i18n';
import { useCfrUsers, type CfrUserRow } from '../api';
import { CFR_USERS_PAGE_SIZE, type CfrUserListFilters } from '../types';
import { AddCfrUserModal } from './AddCfrUserModal';
import { ClientPicker } from './ClientPicker';

const LIST: ListStateOptions<string, CfrUserListFilters> = { filters: { clientId: listParam.ids } };

const columnsIn = (t: ReturnType<typeof useT>): readonly ListColumn<CfrUserRow>[] => [
  { id: 'lastName', header: t('cfrUsers.column.lastName'), value: (u) => u.lastName },
  { id: 'firstName', header: t('cfrUsers.column.firstName'), value: (u) => u.firstName },
  {
    id: 'email',
    header: t('cfrUsers.column.email'),
    value: (u) => u.email,
    cell: (u) => (
      <Anchor component={Link} to={`/users/cfr/${u.userCFrId}`} onClick={(e) => e.stopPropagation()}>
        {u.email}
      </Anchor>
    ),
  },
  {
    id: 'client',
    header: t('cfrUsers.column.client'),
    value: (u) => `${u.client.businessCode} ${u.client.name}`,
  },
  { id: 'site', header: t('cfrUsers.column.site'), value: (u) => u.site?.name ?? '' },
  { id: 'service', header: t('cfrUsers.column.service'), value: (u) => u.service?.name ?? '' },
  {
    id: 'activityStatus',
    header: t('cfrUsers.column.status'),
    value: (u) => t('cfrUsers.status', { status: u.activityStatus }),
    cell: (u) => (
      <Badge color={u.activityStatus === 'active' ? 'teal' : 'gray'} variant="light">
        {t('cfrUsers.status', { status: u.activityStatus })}
      </Badge>
    ),
  },
];

const rowId = (u: CfrUserRow) => String(u.userCFrId);

/** /users/cfr: client-side users by client, search and activity, paged; "Add user". */
export function CfrUsersListPage() {
  const t = useT();
  const columns = useMemo(() => columnsIn(t), [t]);
  const navigate = useNavigate();
  const list = useListState(LIST);
  const [adding, setAdding] = useState(false);
  const clientId = list.filters.clientId[0] ?? null;
  const users = useCfrUsers({
    activityStatus: list.status,
    search: list.q || undefined,
    clientId: clientId ?? undefined,
    page: list.page,
    pageSize: CFR_USERS_PAGE_SIZE,
  });
  const page = useListQuery(users, users.data?.items);
  const open = useCallback((u: CfrUserRow) => navigate(`/users/cfr/${u.userCFrId}`), [navigate]);
  const shownClient = users.data?.items.find((u) => u.clientId === clientId)?.client ?? null;
  return (
    <ListPage
      title={t('cfrUsers.list.title')}
      description={t('cfrUsers.list.description')}
      noun={[t('cfrUsers.list.noun.one'), t('cfrUsers.list.noun.other')]}
      list={list}
      query={page}
      pagination={users.data && { total: users.data.total, pageSize: CFR_USERS_PAGE_SIZE }}
      columns={columns}
      getRowId={rowId}
      onRowClick={open}
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
      csvFileName={`cfr-users-${list.status}.csv`}
      actions={<Button onClick={() => setAdding(true)}>{t('cfrUsers.action.add')}</Button>}
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
