import { useMemo, useState } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from '@courier/shared';
import { useChats, type ChatRow } from '../api/getChats';
import { useRooms, type RoomRow } from '../api/getRooms';
import { unreadOf, useUnread } from '../hooks/unread';
import { sameConversation, type ConversationRef } from '../types';
import { unreadLabel } from '../utils/format';
import classes from './ChatPage.module.css';

interface Props {
  userId: number;
  selected: ConversationRef | null;
  onSelect: (conversation: ConversationRef) => void;
  onNewRoom: () => void;
  onNewChat: () => void;
  /** Shows all rooms (browse and join). */
  onAllRooms: () => void;
  browsing: boolean;
}

interface Item {
  ref: ConversationRef;
  name: string;
  detail: string | null;
  preview: string | null;
  unread: number;
}

const matches = (item: Item, term: string) =>
  !term || [item.name, item.detail ?? '', item.preview ?? ''].some((t) => t.toLowerCase().includes(term));

function roomItem(r: RoomRow): Item {
  return {
    ref: { kind: 'room', id: r.id },
    name: r.name,
    detail: r.client ? r.client.name : 'Internal room',
    preview: r.lastMessage ? `${r.lastMessage.senderName ? `${r.lastMessage.senderName}: ` : ''}${r.lastMessage.body || '(file)'}` : null,
    unread: r.unread,
  };
}

function chatItem(c: ChatRow): Item {
  return {
    ref: { kind: 'chat', id: c.id },
    name: c.other.name,
    detail: c.other.clientName ?? (c.other.kind === 'staff' ? 'Staff' : 'Client user'),
    preview: c.lastMessage ? c.lastMessage.body || '(file)' : null,
    unread: c.unread,
  };
}

/** The rooms and direct chats of the user, with unread badges and a search. */
export function ConversationList({ userId, selected, onSelect, onNewRoom, onNewChat, onAllRooms, browsing }: Props) {
  const rooms = useRooms(userId);
  const chats = useChats(userId);
  const unread = useUnread();
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();

  const roomItems = useMemo(() => (rooms.data ?? []).map(roomItem).filter((i) => matches(i, term)), [rooms.data, term]);
  const chatItems = useMemo(() => (chats.data ?? []).map(chatItem).filter((i) => matches(i, term)), [chats.data, term]);

  const renderItem = (item: Item) => {
    const count = unreadOf(unread, item.ref, item.unread);
    const current = sameConversation(item.ref, selected);
    return (
      <li key={`${item.ref.kind}-${item.ref.id}`}>
        <UnstyledButton className={classes.item} aria-current={current ? 'true' : undefined} onClick={() => onSelect(item.ref)}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={count > 0 ? 700 : 500} size="sm" truncate>
              {item.name}
            </Text>
            {count > 0 && (
              <Badge color="red" size="sm" circle={count < 10} aria-label={count === 1 ? '1 unread message' : `${unreadLabel(count)} unread messages`}>
                {unreadLabel(count)}
              </Badge>
            )}
          </Group>
          {item.detail && (
            <Text size="xs" c="dimmed" truncate>
              {item.detail}
            </Text>
          )}
          {item.preview && (
            <Text size="xs" c="dimmed" truncate>
              {item.preview}
            </Text>
          )}
        </UnstyledButton>
      </li>
    );
  };

  const loading = rooms.isPending || chats.isPending;
  const error = rooms.error ?? chats.error;
  return (
    <Stack gap="sm" className={classes.sidebar} component="nav" aria-label="Conversations">
      <Group gap="xs">
        <Button size="xs" onClick={onNewRoom}>
          New room for a client
        </Button>
        <Button size="xs" variant="light" onClick={onNewChat}>
          New direct chat
        </Button>
        <Button size="xs" variant="default" onClick={onAllRooms} aria-pressed={browsing}>
          All rooms
        </Button>
      </Group>
      <TextInput label="Search conversations" placeholder="Room, client, person or message" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      {loading ? (
        <LoadingState label="Loading the conversations…" />
      ) : error ? (
        <ErrorState
          title="The conversations could not be loaded"
          error={error}
          onRetry={() => {
            void rooms.refetch();
            void chats.refetch();
          }}
        />
      ) : (rooms.data?.length ?? 0) + (chats.data?.length ?? 0) === 0 ? (
        <EmptyState title="No conversations yet" description="Create a room for a client, join one from All rooms, or start a direct chat." />
      ) : (
        <>
          <Title order={2} size="h5">
            Rooms
          </Title>
          {roomItems.length ? (
            <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Rooms">
              {roomItems.map(renderItem)}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {term ? 'No room matches.' : 'You are in no room.'}
            </Text>
          )}
          <Title order={2} size="h5">
            Direct chats
          </Title>
          {chatItems.length ? (
            <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Direct chats">
              {chatItems.map(renderItem)}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {term ? 'No chat matches.' : 'No direct chat yet.'}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
