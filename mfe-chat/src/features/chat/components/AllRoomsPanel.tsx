import { useState } from 'react';
import { Alert, Badge, Button, Group, SegmentedControl, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EmptyState, ErrorState, LoadingState, errorMessage, notifySuccess } from '@courier/shared';
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
      notifySuccess(`You joined ${joined.name}`);
      onOpen({ kind: 'room', id: joined.id });
    } catch (e) {
      setError(`${room.name}: ${errorMessage(e)}`);
      void rooms.refetch();
    } finally {
      setJoining(null);
    }
  };

  const action = (room: Room) => {
    if (room.isMember)
      return (
        <Button size="compact-sm" variant="light" aria-label={`Open ${room.name}`} onClick={() => onOpen({ kind: 'room', id: room.id })}>
          Open
        </Button>
      );
    if (room.activityStatus !== 'active')
      return (
        <Text size="xs" c="dimmed">
          Inactive: cannot be joined
        </Text>
      );
    return (
      <Button
        size="compact-sm"
        aria-label={`Join ${room.name}`}
        loading={joining === room.id}
        disabled={joining !== null && joining !== room.id}
        onClick={() => void joinRoom(room)}
      >
        Join
      </Button>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-label="All rooms">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            All rooms
          </Title>
          <Text size="sm" c="dimmed">
            Find a room by its name or its client’s, and join it. Of a room you are not in, you see only its name, client and members.
          </Text>
        </div>
        <Button size="xs" variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search rooms"
          placeholder="Room or client name"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1 }}
          data-autofocus
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="all-rooms-status">
            Status
          </Text>
          <SegmentedControl
            aria-labelledby="all-rooms-status"
            value={status}
            onChange={(v) => setStatus(v as 'active' | 'all')}
            data={[
              { value: 'active', label: 'Active' },
              { value: 'all', label: 'All' },
            ]}
          />
        </Stack>
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {rooms.isPending ? (
        <LoadingState label="Loading the rooms…" />
      ) : rooms.error ? (
        <ErrorState title="The rooms could not be loaded" error={rooms.error} onRetry={() => void rooms.refetch()} />
      ) : rooms.data.length === 0 ? (
        <EmptyState
          title={debounced ? 'No room matches' : 'No rooms yet'}
          description={debounced ? `Nothing named like “${debounced}”, nor for a client named so.` : 'Create a room for a client from the conversations.'}
        />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover aria-label="Rooms found">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Room</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th>Members</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Action</VisuallyHidden>
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
                          You are in
                        </Badge>
                      )}
                      {room.activityStatus !== 'active' && (
                        <Badge size="xs" color="gray">
                          Inactive
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{room.client ? room.client.name : 'Internal room'}</Table.Td>
                  <Table.Td>{membersLabel(room)}</Table.Td>
                  <Table.Td>{action(room)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rooms.data && rooms.data.length >= 500 && (
        <Text size="xs" c="dimmed">
          The first 500 rooms are shown: search to find the others.
        </Text>
      )}
    </Stack>
  );
}
