import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FormError, applyApiErrors, notifySuccess } from '@courier/shared';
import { useT } from '../../../i18n';
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
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const clients = useClientsLight(debounced, opened);
  const staff = useStaffUsers('', opened);
  const addRoom = useAddRoom();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ clientId: string; name: string; memberIds: string[] }>({
    initialValues: { clientId: '', name: '', memberIds: [] },
    validate: { clientId: (v) => (v ? null : t('chat.newRoom.chooseClient')) },
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
      notifySuccess(t('chat.newRoom.created', { name: room.name }));
      close();
      onOpen({ kind: 'room', id: room.id });
    } catch (error) {
      setFormError(applyApiErrors(form, error));
    }
  });

  const chosen = clients.data?.find((c) => String(c.id) === form.values.clientId);
  return (
    <Modal opened={opened} onClose={close} title={t('chat.newRoom.title')}>
      <form onSubmit={submit} noValidate>
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
                          close();
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
          <FormError message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('chat.newRoom.cancel')}
            </Button>
            <Button type="submit" loading={addRoom.isPending}>
              {t('chat.newRoom.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
