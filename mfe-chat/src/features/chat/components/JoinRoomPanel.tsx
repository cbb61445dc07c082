import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { EmptyState, ErrorState, FormError, errorMessage, notifySuccess } from '@courier/shared';
import type { AllRoomsList } from '../api/getAllRooms';
import { useJoinRoom } from '../api/joinRoom';
import { membersLabel } from '../utils/format';

interface Props {
  /** The room as chat/getAllRooms?roomId answers it (null: no such room). */
  room: AllRoomsList[number] | null;
  roomId: number;
  userId: number;
  error?: unknown;
  onRetry: () => void;
  onBrowse: () => void;
}

/**
 * A room the user is not in, opened by its address (a client's "open its room", a link): what
 * finds it and Join, instead of the 403 its messages would answer. Joined, the page opens it.
 */
export function JoinRoomPanel({ room, roomId, userId, error, onRetry, onBrowse }: Props) {
  const join = useJoinRoom(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const browse = (
    <Button variant="light" onClick={onBrowse}>
      Browse all rooms
    </Button>
  );

  if (error) return <ErrorState title="This room could not be loaded" error={error} onRetry={onRetry} />;
  if (!room) return <EmptyState title="No such room" description={`Room ${roomId} does not exist (any more).`} action={browse} />;

  const doJoin = async () => {
    setFailure(null);
    try {
      const joined = await join.mutateAsync({ roomId: room.id, version: room.version });
      notifySuccess(`You joined ${joined.name}`);
    } catch (e) {
      setFailure(errorMessage(e));
      onRetry();
    }
  };

  const active = room.activityStatus === 'active';
  return (
    <Stack gap="sm" component="section" aria-label={`Room: ${room.name}`} maw={560}>
      <Title order={2} size="h4">
        {room.name}
      </Title>
      <Text size="sm" c="dimmed">
        {room.client ? `Client ${room.client.name}` : 'Internal room'} · {membersLabel(room)}
      </Text>
      <Text>
        {active
          ? 'You are not a member of this room. Join it to read its messages and write to it; its members will see you in the list.'
          : 'You are not a member of this room, and it is inactive: nobody can join it.'}
      </Text>
      <FormError message={failure} />
      <Group gap="sm">
        {active && (
          <Button onClick={() => void doJoin()} loading={join.isPending}>
            Join this room
          </Button>
        )}
        {browse}
      </Group>
    </Stack>
  );
}
