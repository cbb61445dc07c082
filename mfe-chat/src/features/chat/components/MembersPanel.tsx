import { useState } from 'react';
import { ActionIcon, Button, Drawer, Group, Select, Stack, Text, Title } from '@mantine/core';
import { ConfirmDialog, ErrorState, FormError, LoadingState, useErrorMessage } from '@courier/shared';
import { useT } from '../../../i18n';
import { useAddMember } from '../api/addMember';
import { useMembers } from '../api/getMembers';
import { useRemoveMember } from '../api/removeMember';
import { useStaffUsers } from '../api/getStaffUsers';

interface Props {
  roomId: number;
  roomName: string;
  userId: number;
  opened: boolean;
  onClose: () => void;
}

/** The members of a room: staff (add, remove with a confirmation) and the client's users. */
export function MembersPanel({ roomId, roomName, userId, opened, onClose }: Props) {
  const t = useT();
  const describeError = useErrorMessage();
  const members = useMembers(roomId, opened);
  const staff = useStaffUsers('', opened);
  const add = useAddMember();
  const remove = useRemoveMember();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ id: number; name: string } | null>(null);

  const memberIds = new Set(members.data?.staff.map((s) => s.id) ?? []);
  const candidates = (staff.data ?? [])
    .filter((s) => !memberIds.has(s.id))
    .map((s) => ({ value: String(s.id), label: s.name }));

  const addChosen = async () => {
    if (!chosen || !members.data) return;
    setError(null);
    try {
      await add.mutateAsync({ roomId, userId: Number(chosen), version: members.data.room.version });
      setChosen(null);
    } catch (e) {
      setError(describeError(e));
      void members.refetch();
    }
  };
  const removeConfirmed = async () => {
    if (!confirm || !members.data) return;
    setError(null);
    try {
      await remove.mutateAsync({ roomId, userId: confirm.id, version: members.data.room.version });
      setConfirm(null);
      if (confirm.id === userId) onClose();
    } catch (e) {
      setConfirm(null);
      setError(describeError(e));
      void members.refetch();
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('chat.members.title', { room: roomName })}
      position="right"
    >
      {members.isPending ? (
        <LoadingState label={t('chat.members.loading')} />
      ) : members.error ? (
        <ErrorState
          title={t('chat.members.failed')}
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      ) : (
        <Stack gap="md">
          <Title order={2} size="h5">
            {t('chat.members.staff')}
          </Title>
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('chat.members.staffList')}
          >
            {members.data.staff.map((s) => (
              <Group component="li" key={s.id} justify="space-between">
                <Text size="sm">{s.id === userId ? t('chat.members.you', { name: s.name }) : s.name}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('chat.members.remove', { name: s.name })}
                  onClick={() => setConfirm({ id: s.id, name: s.name })}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          <Group align="flex-end" gap="xs">
            <Select
              label={t('chat.members.add')}
              placeholder={t('chat.members.choose')}
              data={candidates}
              value={chosen}
              onChange={setChosen}
              searchable
              style={{ flex: 1 }}
            />
            <Button onClick={() => void addChosen()} disabled={!chosen} loading={add.isPending}>
              {t('chat.members.addButton')}
            </Button>
          </Group>
          <FormError message={error} />
          <Title order={2} size="h5">
            {t('chat.members.clientUsers', { count: members.data.cfrUsers.length })}
          </Title>
          {members.data.cfrUsers.length ? (
            <Stack
              component="ul"
              gap={2}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('chat.members.clientUsersList')}
            >
              {members.data.cfrUsers.map((u) => (
                <li key={u.id}>
                  <Text size="sm">
                    {u.name}{' '}
                    <Text span size="xs" c="dimmed">
                      {u.email}
                    </Text>
                  </Text>
                </li>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('chat.members.noClientUser')}
            </Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('chat.members.removeTitle')}
        confirmLabel={t('chat.members.removeConfirm')}
        color="red"
        onConfirm={() => void removeConfirmed()}
        busy={remove.isPending}
      >
        <Text size="sm">
          {t('chat.members.removeText', {
            name: confirm?.name ?? '',
            room: roomName,
            self: confirm?.id === userId ? 'yes' : 'no',
          })}
        </Text>
      </ConfirmDialog>
    </Drawer>
  );
}
