import { useState } from 'react';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { FormError, errorMessage } from '@courier/shared';
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
      setError('Choose someone');
      return;
    }
    try {
      const chat = await startChat.mutateAsync({ userId: Number(chosen) });
      close();
      onOpen({ kind: 'chat', id: chat.id });
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="New direct chat">
      <Stack gap="sm">
        <Select
          label="Staff member"
          placeholder={staff.isPending ? 'Loading…' : 'Choose a person'}
          data={(staff.data ?? []).filter((s) => s.id !== userId).map((s) => ({ value: String(s.id), label: s.name }))}
          value={chosen}
          onChange={setChosen}
          searchable
          data-autofocus
        />
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void start()} loading={startChat.isPending}>
            Open the chat
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
