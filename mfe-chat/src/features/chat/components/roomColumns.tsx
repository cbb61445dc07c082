import type { ReactNode } from 'react';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { EntityLink, type ColumnDef } from '@courier/shared';
import type { T } from '../../../i18n';
import type { AllRoomsList } from '../api/getAllRooms';
import { membersLabel } from '../utils/format';

type Room = AllRoomsList[number];

/**
 * The columns of "All rooms": name (with whether one is in it), client (a link to the client's
 * page when the roles open it), members, and what one can do. Name, client and members sort
 * (the list is whole: at most 500 rooms, so the page sorts it).
 */
export function roomColumns(t: T, action: (room: Room) => ReactNode): ColumnDef<Room>[] {
  return [
    {
      id: 'name',
      header: t('chat.rooms.room'),
      accessorFn: (room) => room.name.toLocaleLowerCase(),
      cell: ({ row: { original: room } }) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500}>
            {room.name}
          </Text>
          {room.isMember && (
            <Badge size="xs" variant="light">
              {t('chat.rooms.youAreIn')}
            </Badge>
          )}
          {room.activityStatus !== 'active' && (
            <Badge size="xs" color="gray">
              {t('chat.rooms.inactive')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'client',
      header: t('chat.rooms.client'),
      accessorFn: (room) => room.client?.name.toLocaleLowerCase() ?? '',
      cell: ({ row: { original: room } }) =>
        room.client ? (
          <EntityLink kind="client" id={room.client.id}>
            {room.client.name}
          </EntityLink>
        ) : (
          t('chat.internalRoom')
        ),
    },
    {
      id: 'members',
      header: t('chat.rooms.members'),
      accessorFn: (room) => room.memberCount + room.cfrUserCount,
      sortDescFirst: true,
      cell: ({ row: { original: room } }) => membersLabel(t, room),
    },
    {
      id: 'action',
      header: () => <VisuallyHidden>{t('chat.rooms.action')}</VisuallyHidden>,
      enableSorting: false,
      cell: ({ row: { original: room } }) => action(room),
    },
  ];
}
