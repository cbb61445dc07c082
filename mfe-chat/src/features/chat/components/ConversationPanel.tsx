import { useCallback, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMarkRead } from '../api/markRead';
import { flattenMessages, refQuery, type MessagesData } from '../api/getMessages';
import { chatKeys } from '../api/keys';
import { useOutbox } from '../hooks/outbox';
import { markKey, type ReadMarks } from '../hooks/useChatLive';
import type { ConnectionStatus } from '../hooks/connection';
import type { ConversationRef } from '../types';
import { useT } from '../../../i18n';
import { Composer } from './Composer';
import { MembersPanel } from './MembersPanel';
import { MessageList } from './MessageList';
import { TicketModal } from './TicketModal';

interface Props {
  conversation: ConversationRef;
  title: string;
  subtitle: ReactNode;
  userId: number;
  status: ConnectionStatus;
  readMarks: ReadMarks;
  onSend: (conversation: ConversationRef, text: string, attachment?: { name: string; data: string }) => void;
}

/** The open conversation: its header (members, ticket), history and composer. */
export function ConversationPanel({
  conversation,
  title,
  subtitle,
  userId,
  status,
  readMarks,
  onSend,
}: Props) {
  const t = useT();
  const outgoing = useOutbox(conversation);
  const markRead = useMarkRead();
  const queryClient = useQueryClient();
  const [membersOpen, setMembersOpen] = useState(false);
  const [ticketOpen, setTicketOpen] = useState(false);
  const [marked, setMarked] = useState<Record<string, number>>({});
  const key = markKey(conversation);

  const { mutate } = markRead;
  const onNewest = useCallback(
    (id: number) => {
      if (document.visibilityState === 'hidden' || (marked[key] ?? 0) >= id) return;
      setMarked((m) => ({ ...m, [key]: id }));
      mutate({ ...refQuery(conversation), messageId: id });
    },
    [conversation, key, marked, mutate],
  );

  const lastLines = () => {
    const data = queryClient.getQueryData<MessagesData>(chatKeys.messages(conversation));
    return flattenMessages(data)
      .slice(-5)
      .map((m) => `${m.sender?.name ?? ''}: ${m.body}`)
      .join('\n');
  };

  return (
    <Stack gap="sm" component="section" aria-label={t('chat.conversation.label', { title })}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
        <Group gap="xs">
          {conversation.kind === 'room' && (
            <Button size="xs" variant="default" onClick={() => setMembersOpen(true)}>
              {t('chat.conversation.members')}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => setTicketOpen(true)}>
            {t('chat.conversation.ticket')}
          </Button>
        </Group>
      </Group>
      <MessageList
        key={key}
        conversation={conversation}
        userId={userId}
        outgoing={outgoing}
        readByOthers={readMarks[key]}
        status={status}
        onNewest={onNewest}
      />
      <Composer
        offline={status !== 'open'}
        onSend={(text, attachment) => onSend(conversation, text, attachment)}
      />
      {conversation.kind === 'room' && (
        <MembersPanel
          roomId={conversation.id}
          roomName={title}
          userId={userId}
          opened={membersOpen}
          onClose={() => setMembersOpen(false)}
        />
      )}
      {ticketOpen && (
        <TicketModal
          opened
          onClose={() => setTicketOpen(false)}
          room={conversation.kind === 'room' ? { id: conversation.id, name: title } : null}
          initialBody={lastLines()}
        />
      )}
    </Stack>
  );
}
