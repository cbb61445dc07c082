import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FormError, api, notifySuccess, useContractForm } from '@courier/shared';
import { useT } from '../../../i18n';
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
  const t = useT();
  // The form lives inside the modal: each opening starts from an empty search and form.
  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.newRoom.title')}>
      <NewRoomForm userId={userId} onClose={onClose} onOpen={onOpen} />
    </Modal>
  );
}

function NewRoomForm({ userId, onClose, onOpen }: Omit<Props, 'opened'>) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const clients = useClientsLight(debounced);
  const staff = useStaffUsers('');
  const addRoom = useAddRoom();
  const { form, formProps, problem, submitting } = useContractForm(
    api.chat.addRoom.body!,
    { clientId: '', name: '', memberIds: [] as string[] },
    {
      // The client and the staff are picked as text; an empty name is left out (the client's name).
      toBody: (v) => ({
        clientId: v.clientId ? Number(v.clientId) : Number.NaN,
        ...(v.name.trim() ? { name: v.name } : {}),
        memberIds: v.memberIds.map(Number),
      }),
      check: (v) => ({ clientId: v.clientId ? null : t('chat.newRoom.chooseClient') }),
      onSubmit: async (body) => {
        const room = await addRoom.mutateAsync(body);
        notifySuccess(t('chat.newRoom.created', { name: room.name }));
        onClose();
        onOpen({ kind: 'room', id: room.id });
      },
    },
  );

  const chosen = clients.data?.find((c) => String(c.id) === form.values.clientId);
  return (
    <form {...formProps}>
      <Stack gap="sm">
        <TextInput
          label={t('chat.newRoom.find')}
          placeholder={t('chat.newRoom.findPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
        />
        <Radio.Group label={t('chat.newRoom.client')} {...form.getInputProps('clientId')} withAsterisk>
          <Stack gap={4} mt={4} mah={220} style={{ overflowY: 'auto' }}>
            {clients.isPending ? (
              <Text size="sm" c="dimmed">
                {t('chat.newRoom.loading')}
              </Text>
            ) : clients.error ? (
              <Text size="sm" c="red">
                {t('chat.newRoom.failed')}
              </Text>
            ) : clients.data?.length ? (
              clients.data.map((c) => (
                <Group key={c.id} gap="xs" justify="space-between" wrap="nowrap">
                  <Radio
                    value={String(c.id)}
                    label={t('chat.newRoom.option', { name: c.name, code: c.businessCode })}
                    disabled={c.roomId !== null}
                  />
                  {c.roomId !== null && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => {
                        onClose();
                        onOpen({ kind: 'room', id: c.roomId as number });
                      }}
                      aria-label={t('chat.newRoom.openRoomOf', { name: c.name })}
                    >
                      {t('chat.newRoom.hasRoom')}
                    </Button>
                  )}
                </Group>
              ))
            ) : (
              <Text size="sm" c="dimmed">
                {t('chat.newRoom.noMatch')}
              </Text>
            )}
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('chat.newRoom.name')}
          placeholder={chosen?.name ?? t('chat.newRoom.namePlaceholder')}
          {...form.getInputProps('name')}
        />
        <MultiSelect
          label={t('chat.newRoom.others')}
          description={t('chat.newRoom.othersHint')}
          data={(staff.data ?? [])
            .filter((s) => s.id !== userId)
            .map((s) => ({ value: String(s.id), label: s.name }))}
          searchable
          {...form.getInputProps('memberIds')}
        />
        <FormError message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('chat.newRoom.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('chat.newRoom.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
