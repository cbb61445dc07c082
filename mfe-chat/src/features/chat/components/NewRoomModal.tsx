import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FormError, applyApiErrors, notifySuccess } from '@courier/shared';
import { useForm } from '@mantine/form';
import { useAddRoom } from '../api/addRoom';
import { useClientsLight } from '../api/getClientsLight';
import { useStaffUsers } from '../api/getStaffUsers';
import type { ConversationRef } from '../types';

interface Props {
  opened: boolean;
  userId: number;
  onClose: () => void;
  onOpen: (conversation: ConversationRef) => void;
}

/** "New room for a client": a client without a room, an optional name, staff members. Its cfr users join by themselves. */
export function NewRoomModal({ opened, userId, onClose, onOpen }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const clients = useClientsLight(debounced, opened);
  const staff = useStaffUsers('', opened);
  const addRoom = useAddRoom();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ clientId: string; name: string; memberIds: string[] }>({
    initialValues: { clientId: '', name: '', memberIds: [] },
    validate: { clientId: (v) => (v ? null : 'Choose a client') },
  });

  const close = () => {
    form.reset();
    setSearch('');
    setFormError(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const room = await addRoom.mutateAsync({
        clientId: Number(values.clientId),
        ...(values.name.trim() ? { name: values.name.trim() } : {}),
        memberIds: values.memberIds.map(Number),
      });
      notifySuccess(`Room "${room.name}" created`);
      close();
      onOpen({ kind: 'room', id: room.id });
    } catch (error) {
      setFormError(applyApiErrors(form, error));
    }
  });

  const chosen = clients.data?.find((c) => String(c.id) === form.values.clientId);
  return (
    <Modal opened={opened} onClose={close} title="New room for a client">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Find a client" placeholder="Name or business code" value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-autofocus />
          <Radio.Group label="Client" {...form.getInputProps('clientId')} required>
            <Stack gap={4} mt={4} mah={220} style={{ overflowY: 'auto' }}>
              {clients.isPending ? (
                <Text size="sm" c="dimmed">
                  Loading the clients…
                </Text>
              ) : clients.error ? (
                <Text size="sm" c="red">
                  The clients could not be loaded.
                </Text>
              ) : clients.data?.length ? (
                clients.data.map((c) => (
                  <Group key={c.id} gap="xs" justify="space-between" wrap="nowrap">
                    <Radio value={String(c.id)} label={`${c.name} (${c.businessCode})`} disabled={c.roomId !== null} />
                    {c.roomId !== null && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => {
                          close();
                          onOpen({ kind: 'room', id: c.roomId as number });
                        }}
                        aria-label={`Open the room of ${c.name}`}
                      >
                        Has a room: open it
                      </Button>
                    )}
                  </Group>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  No client matches.
                </Text>
              )}
            </Stack>
          </Radio.Group>
          <TextInput label="Room name" placeholder={chosen?.name ?? 'The client’s name'} {...form.getInputProps('name')} />
          <MultiSelect
            label="Other staff members"
            description="You are a member; the client’s users join by themselves."
            data={(staff.data ?? []).filter((s) => s.id !== userId).map((s) => ({ value: String(s.id), label: s.name }))}
            searchable
            {...form.getInputProps('memberIds')}
          />
          <FormError message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={addRoom.isPending}>
              Create the room
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
