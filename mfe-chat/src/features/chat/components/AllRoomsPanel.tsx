import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  notifySuccess,
  useErrorMessage,
} from '@courier/shared';
import { useT } from '../../../i18n';
import { useAllRooms, type AllRoomsList } from '../api/getAllRooms';
import { useJoinRoom } from '../api/joinRoom';
import { conversationHref, type ConversationRef } from '../types';
import { PanelHeader, StatusFilter } from './PanelHeader';
import { roomColumns } from './roomColumns';

type Room = AllRoomsList[number];

const roomId = (room: Room) => String(room.id);
/** Each room is a link to it: one's own opens, another offers to join it. */
const roomHref = (room: Room) => conversationHref({ kind: 'room', id: room.id });

interface Props {
  userId: number;
  onOpen: (conversation: ConversationRef) => void;
  onClose: () => void;
}

/**
 * "All rooms": every room (active, or all), searched on the room and client names. Of a room one
 * is not in, only what finds it: name, client, members; an active one can be joined at once
 * (docs/product.md#chat), then it opens. Each row is a link to its room (`/chat?room=<id>`);
 * the room's client links to the client's page when the user's roles open it; the columns sort.
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

  const columns = roomColumns(t, action);

  return (
    <Stack gap="sm" component="section" aria-label={t('chat.rooms.label')}>
      <PanelHeader
        title={t('chat.rooms.label')}
        hint={t('chat.rooms.hint')}
        closeLabel={t('chat.rooms.close')}
        onClose={onClose}
      />
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('chat.rooms.search')}
          placeholder={t('chat.rooms.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1 }}
          data-autofocus
        />
        <StatusFilter<'active' | 'all'>
          id="all-rooms-status"
          label={t('chat.rooms.status')}
          value={status}
          onChange={setStatus}
          data={[
            { value: 'active', label: t('chat.rooms.active') },
            { value: 'all', label: t('chat.rooms.all') },
          ]}
        />
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
        <DataTable<Room>
          label={t('chat.rooms.table')}
          columns={columns}
          data={rooms.data}
          getRowId={roomId}
          rowHref={roomHref}
          linkColumnId="name"
        />
      )}
      {rooms.data && rooms.data.length >= 500 && (
        <Text size="xs" c="dimmed">
          {t('chat.rooms.firstOnly', { count: 500 })}
        </Text>
      )}
    </Stack>
  );
}
