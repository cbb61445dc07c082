import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EmptyState, ErrorState, LoadingState, notifySuccess, useErrorMessage } from '@courier/shared';
import { useT } from '../../../i18n';
import { useAllRooms, type AllRoomsList } from '../api/getAllRooms';
import { useJoinRoom } from '../api/joinRoom';
import type { ConversationRef } from '../types';
import { membersLabel } from '../utils/format';

type Room = AllRoomsList[number];

interface Props {
  userId: number;
  onOpen: (conversation: ConversationRef) => void;
  onClose: () => void;
}

/**
 * "All rooms": every room (active, or all), searched on the room and client names. Of a room one
 * is not in, only what finds it: name, client, members; an active one can be joined at once
 * (docs/product.md#chat), then it opens.
 */
export function AllRoomsPanel({ userId, onOpen, onClose }: Props) {
  const t = useT();
  const describeError = useErrorMessage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'active' | 'all'>('active');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const rooms = useAllRooms({ activityStatus: status, ...(debounced ? { search: debounced } : {}) });
  const join = useJoinRoom(userId);
  const [joining, setJoining] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const joinRoom = async (room: Room) => {
    setError(null);
    setJoining(room.id);
    try {
      const joined = await join.mutateAsync({ roomId: room.id, version: room.version });
      notifySuccess(t('chat.rooms.joined', { name: joined.name }));
      onOpen({ kind: 'room', id: joined.id });
    } catch (e) {
      setError(t('chat.rooms.failure', { name: room.name, reason: describeError(e) }));
      void rooms.refetch();
    } finally {
      setJoining(null);
    }
  };

  const action = (room: Room) => {
    if (room.isMember)
      return (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={t('chat.rooms.openRoom', { name: room.name })}
          onClick={() => onOpen({ kind: 'room', id: room.id })}
        >
          {t('chat.rooms.open')}
        </Button>
      );
    if (room.activityStatus !== 'active')
      return (
        <Text size="xs" c="dimmed">
          {t('chat.rooms.cannotJoin')}
        </Text>
      );
    return (
      <Button
        size="compact-sm"
        aria-label={t('chat.rooms.joinRoom', { name: room.name })}
        loading={joining === room.id}
        disabled={joining !== null && joining !== room.id}
        onClick={() => void joinRoom(room)}
      >
        {t('chat.rooms.join')}
      </Button>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-label={t('chat.rooms.label')}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            {t('chat.rooms.label')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('chat.rooms.hint')}
          </Text>
        </div>
        <Button size="xs" variant="default" onClick={onClose}>
          {t('chat.rooms.close')}
        </Button>
      </Group>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('chat.rooms.search')}
          placeholder={t('chat.rooms.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1 }}
          data-autofocus
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="all-rooms-status">
            {t('chat.rooms.status')}
          </Text>
          <SegmentedControl
            aria-labelledby="all-rooms-status"
            value={status}
            onChange={(v) => setStatus(v as 'active' | 'all')}
            data={[
              { value: 'active', label: t('chat.rooms.active') },
              { value: 'all', label: t('chat.rooms.all') },
            ]}
          />
        </Stack>
      </Group>
      {error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel={t('chat.rooms.dismiss')}
          onClose={() => setError(null)}
        >
          {error}
        </Alert>
      )}
      {rooms.isPending ? (
        <LoadingState label={t('chat.rooms.loading')} />
      ) : rooms.error ? (
        <ErrorState title={t('chat.rooms.failed')} error={rooms.error} onRetry={() => void rooms.refetch()} />
      ) : rooms.data.length === 0 ? (
        <EmptyState
          title={debounced ? t('chat.rooms.noMatch') : t('chat.rooms.empty')}
          description={
            debounced ? t('chat.rooms.noMatchHint', { search: debounced }) : t('chat.rooms.emptyHint')
          }
        />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover aria-label={t('chat.rooms.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('chat.rooms.room')}</Table.Th>
                <Table.Th>{t('chat.rooms.client')}</Table.Th>
                <Table.Th>{t('chat.rooms.members')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('chat.rooms.action')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rooms.data.map((room) => (
                <Table.Tr key={room.id}>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>{room.client ? room.client.name : t('chat.internalRoom')}</Table.Td>
                  <Table.Td>{membersLabel(t, room)}</Table.Td>
                  <Table.Td>{action(room)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rooms.data && rooms.data.length >= 500 && (
        <Text size="xs" c="dimmed">
          {t('chat.rooms.firstOnly', { count: 500 })}
        </Text>
      )}
    </Stack>
  );
}
