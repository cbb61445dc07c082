import { useCallback, useState } from 'react';
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
import { useCfrUsers, type CfrUserRow } from '../api';
import { CFR_USERS_PAGE_SIZE, type CfrUserListFilters } from '../types';
import { AddCfrUserModal } from './AddCfrUserModal';
import { ClientPicker } from './ClientPicker';

const LIST: ListStateOptions<string, CfrUserListFilters> = { filters: { clientId: listParam.ids } };

const COLUMNS: readonly ListColumn<CfrUserRow>[] = [
  { id: 'lastName', header: 'Last name', value: (u) => u.lastName },
  { id: 'firstName', header: 'First name', value: (u) => u.firstName },
  {
    id: 'email',
    header: 'Email',
    value: (u) => u.email,
    cell: (u) => (
      <Anchor component={Link} to={`/users/cfr/${u.userCFrId}`} onClick={(e) => e.stopPropagation()}>
        {u.email}
      </Anchor>
    ),
  },
  { id: 'client', header: 'Client', value: (u) => `${u.client.businessCode} ${u.client.name}` },
  { id: 'site', header: 'Site', value: (u) => u.site?.name ?? '' },
  { id: 'service', header: 'Service', value: (u) => u.service?.name ?? '' },
  {
    id: 'activityStatus',
    header: 'Status',
    value: (u) => u.activityStatus,
    cell: (u) => (
      <Badge color={u.activityStatus === 'active' ? 'teal' : 'gray'} variant="light">
        {u.activityStatus}
      </Badge>
    ),
  },
];

const rowId = (u: CfrUserRow) => String(u.userCFrId);

/** /users/cfr: client-side users by client, search and activity, paged; "Add user". */
export function CfrUsersListPage() {
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
      title="Client-side users"
      description="People of the clients who use the client portal and its chat rooms."
      noun={['user', 'users']}
      list={list}
      query={page}
      pagination={users.data && { total: users.data.total, pageSize: CFR_USERS_PAGE_SIZE }}
      columns={COLUMNS}
      getRowId={rowId}
      onRowClick={open}
      sorting="server"
      searchPlaceholder="Email or name"
      filters={
        <ClientPicker
          label="Client"
          placeholder="Any client"
          value={clientId}
          current={shownClient}
          onChange={(id) => list.update({ filters: { clientId: id ? [id] : [] } })}
        />
      }
      csvFileName={`cfr-users-${list.status}.csv`}
      actions={<Button onClick={() => setAdding(true)}>Add user</Button>}
      empty={(filtered) => (
        <EmptyState
          title={filtered ? 'No user matches these filters' : 'No client-side user yet'}
          description={
            filtered
              ? 'Change the search, the client or the activity status.'
              : 'Add the first one with "Add user".'
          }
        />
      )}
      tableHeight={600}
    >
      <AddCfrUserModal opened={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
