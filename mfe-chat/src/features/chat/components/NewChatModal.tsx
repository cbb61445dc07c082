import { useState } from 'react';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { FormError, useErrorMessage } from '@courier/shared';
import { useT } from '../../../i18n';
import { useStaffUsers } from '../api/getStaffUsers';
import { useStartChat } from '../api/startChat';
import type { ConversationRef } from '../types';

interface Props {
  opened: boolean;
  userId: number;
  onClose: () => void;
  onOpen: (conversation: ConversationRef) => void;
}

/** "New direct chat" with a staff member who has the CHAT role (the existing chat opens if there is one). */
export function NewChatModal({ opened, userId, onClose, onOpen }: Props) {
  const t = useT();
  const describeError = useErrorMessage();
  const staff = useStaffUsers('', opened);
  const startChat = useStartChat();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setChosen(null);
    setError(null);
    onClose();
  };
  const start = async () => {
    if (!chosen) {
      setError(t('chat.newChat.chooseSomeone'));
      return;
    }
    try {
      const chat = await startChat.mutateAsync({ userId: Number(chosen) });
      close();
      onOpen({ kind: 'chat', id: chat.id });
    } catch (e) {
      setError(describeError(e));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('chat.newChat.title')}>
      <Stack gap="sm">
        <Select
          label={t('chat.newChat.staff')}
          placeholder={staff.isPending ? t('chat.newChat.loading') : t('chat.newChat.choose')}
          data={(staff.data ?? [])
            .filter((s) => s.id !== userId)
            .map((s) => ({ value: String(s.id), label: s.name }))}
          value={chosen}
          onChange={setChosen}
          searchable
          data-autofocus
        />
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('chat.newChat.cancel')}
          </Button>
          <Button onClick={() => void start()} loading={startChat.isPending}>
            {t('chat.newChat.open')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
