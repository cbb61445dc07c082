import { useState } from 'react';
import { ActionIcon, Button, Drawer, Group, Select, Stack, Text, Title } from '@mantine/core';
import { ConfirmDialog, ErrorState, FormError, LoadingState, errorMessage } from '@courier/shared';
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
  const members = useMembers(roomId, opened);
  const staff = useStaffUsers('', opened);
  const add = useAddMember();
  const remove = useRemoveMember();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ id: number; name: string } | null>(null);

  const memberIds = new Set(members.data?.staff.map((s) => s.id) ?? []);
  const candidates = (staff.data ?? []).filter((s) => !memberIds.has(s.id)).map((s) => ({ value: String(s.id), label: s.name }));

  const addChosen = async () => {
    if (!chosen || !members.data) return;
    setError(null);
    try {
      await add.mutateAsync({ roomId, userId: Number(chosen), version: members.data.room.version });
      setChosen(null);
    } catch (e) {
      setError(errorMessage(e));
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
      setError(errorMessage(e));
      void members.refetch();
    }
  };

  return (
    <Drawer opened={opened} onClose={onClose} title={`Members of ${roomName}`} position="right">
      {members.isPending ? (
        <LoadingState label="Loading the members…" />
      ) : members.error ? (
        <ErrorState title="The members could not be loaded" error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <Stack gap="md">
          <Title order={2} size="h5">
            Staff
          </Title>
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Staff members">
            {members.data.staff.map((s) => (
              <Group component="li" key={s.id} justify="space-between">
                <Text size="sm">
                  {s.name}
                  {s.id === userId ? ' (you)' : ''}
                </Text>
                <ActionIcon variant="subtle" color="red" aria-label={`Remove ${s.name}`} onClick={() => setConfirm({ id: s.id, name: s.name })}>
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          <Group align="flex-end" gap="xs">
            <Select label="Add a staff member" placeholder="Choose a person" data={candidates} value={chosen} onChange={setChosen} searchable style={{ flex: 1 }} />
            <Button onClick={() => void addChosen()} disabled={!chosen} loading={add.isPending}>
              Add
            </Button>
          </Group>
          <FormError message={error} />
          <Title order={2} size="h5">
            Client users ({members.data.cfrUsers.length})
          </Title>
          {members.data.cfrUsers.length ? (
            <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Client users">
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
              No client user in this room.
            </Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title="Remove a member"
        confirmLabel="Remove"
        color="red"
        onConfirm={() => void removeConfirmed()}
        busy={remove.isPending}
      >
        <Text size="sm">
          Remove {confirm?.name} from {roomName}? {confirm?.id === userId ? 'You will no longer see this room.' : 'They will no longer see this room.'}
        </Text>
      </ConfirmDialog>
    </Drawer>
  );
}
