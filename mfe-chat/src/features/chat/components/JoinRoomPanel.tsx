import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { EmptyState, ErrorState, FormError, notifySuccess, useErrorMessage } from '@courier/shared';
import { useT } from '../../../i18n';
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
  const t = useT();
  const describeError = useErrorMessage();
  const join = useJoinRoom(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const browse = (
    <Button variant="light" onClick={onBrowse}>
      {t('chat.join.browse')}
    </Button>
  );

  if (error) return <ErrorState title={t('chat.join.failed')} error={error} onRetry={onRetry} />;
  if (!room)
    return (
      <EmptyState
        title={t('chat.join.none')}
        description={t('chat.join.noneHint', { id: roomId })}
        action={browse}
      />
    );

  const doJoin = async () => {
    setFailure(null);
    try {
      const joined = await join.mutateAsync({ roomId: room.id, version: room.version });
      notifySuccess(t('chat.rooms.joined', { name: joined.name }));
    } catch (e) {
      setFailure(describeError(e));
      onRetry();
    }
  };

  const active = room.activityStatus === 'active';
  return (
    <Stack gap="sm" component="section" aria-label={t('chat.join.label', { name: room.name })} maw={560}>
      <Title order={2} size="h4">
        {room.name}
      </Title>
      <Text size="sm" c="dimmed">
        {t('chat.roomSubtitle', {
          where: room.client ? t('chat.roomClient', { name: room.client.name }) : t('chat.internalRoom'),
          members: membersLabel(t, room),
        })}
      </Text>
      <Text>{active ? t('chat.join.invite') : t('chat.join.inactive')}</Text>
      <FormError message={failure} />
      <Group gap="sm">
        {active && (
          <Button onClick={() => void doJoin()} loading={join.isPending}>
            {t('chat.join.action')}
          </Button>
        )}
        {browse}
      </Group>
    </Stack>
  );
}
