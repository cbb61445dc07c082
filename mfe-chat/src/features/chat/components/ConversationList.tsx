import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '@courier/shared';
import { useT, type T } from '../../../i18n';
import { useChats, type ChatRow } from '../api/getChats';
import { useRooms, type RoomRow } from '../api/getRooms';
import { unreadOf, useUnread } from '../hooks/unread';
import { conversationHref, sameConversation, type ConversationRef } from '../types';
import { unreadLabel } from '../utils/format';
import classes from './ChatPage.module.css';

interface Props {
  userId: number;
  selected: ConversationRef | null;
  onNewRoom: () => void;
  onNewChat: () => void;
  /** Shows all rooms (browse and join). */
  onAllRooms: () => void;
  browsing: boolean;
  /** Shows the support tickets. */
  onTickets: () => void;
  ticketsShown: boolean;
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

function roomItem(t: T, r: RoomRow): Item {
  const last = r.lastMessage;
  const text = last ? last.body || t('chat.list.file') : '';
  return {
    ref: { kind: 'room', id: r.id },
    name: r.name,
    detail: r.client ? r.client.name : t('chat.internalRoom'),
    preview: last
      ? last.senderName
        ? t('chat.list.preview', { sender: last.senderName, text })
        : text
      : null,
    unread: r.unread,
  };
}

function chatItem(t: T, c: ChatRow): Item {
  return {
    ref: { kind: 'chat', id: c.id },
    name: c.other.name,
    detail:
      c.other.clientName ?? (c.other.kind === 'staff' ? t('chat.list.staff') : t('chat.list.clientUser')),
    preview: c.lastMessage ? c.lastMessage.body || t('chat.list.file') : null,
    unread: c.unread,
  };
}

/** The rooms and direct chats of the user, with unread badges and a search. */
export function ConversationList({
  userId,
  selected,
  onNewRoom,
  onNewChat,
  onAllRooms,
  browsing,
  onTickets,
  ticketsShown,
}: Props) {
  const t = useT();
  const rooms = useRooms(userId);
  const chats = useChats(userId);
  const unread = useUnread();
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();

  const roomItems = useMemo(
    () => (rooms.data ?? []).map((r) => roomItem(t, r)).filter((i) => matches(i, term)),
    [rooms.data, term, t],
  );
  const chatItems = useMemo(
    () => (chats.data ?? []).map((c) => chatItem(t, c)).filter((i) => matches(i, term)),
    [chats.data, term, t],
  );

  const renderItem = (item: Item) => {
    const count = unreadOf(unread, item.ref, item.unread);
    const current = sameConversation(item.ref, selected);
    return (
      <li key={`${item.ref.kind}-${item.ref.id}`}>
        {/* A real link (keyboard, middle click, new tab): the open conversation is in the address. */}
        <UnstyledButton
          component={Link}
          to={conversationHref(item.ref)}
          className={classes.item}
          aria-current={current ? 'page' : undefined}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={count > 0 ? 700 : 500} size="sm" truncate>
              {item.name}
            </Text>
            {count > 0 && (
              <Badge
                color="red"
                size="sm"
                circle={count < 10}
                aria-label={t('chat.list.unread', { count, shown: unreadLabel(count) })}
              >
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
    <Stack gap="sm" className={classes.sidebar} component="nav" aria-label={t('chat.list.label')}>
      <Group gap="xs">
        <Button size="xs" onClick={onNewRoom}>
          {t('chat.list.newRoom')}
        </Button>
        <Button size="xs" variant="light" onClick={onNewChat}>
          {t('chat.list.newChat')}
        </Button>
        <Button size="xs" variant="default" onClick={onAllRooms} aria-pressed={browsing}>
          {t('chat.list.allRooms')}
        </Button>
        <Button size="xs" variant="default" onClick={onTickets} aria-pressed={ticketsShown}>
          {t('chat.list.tickets')}
        </Button>
      </Group>
      <TextInput
        label={t('chat.list.search')}
        placeholder={t('chat.list.searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {loading ? (
        <LoadingState label={t('chat.list.loading')} />
      ) : error ? (
        <ErrorState
          title={t('chat.list.failed')}
          error={error}
          onRetry={() => {
            void rooms.refetch();
            void chats.refetch();
          }}
        />
      ) : (rooms.data?.length ?? 0) + (chats.data?.length ?? 0) === 0 ? (
        <EmptyState title={t('chat.list.empty')} description={t('chat.list.emptyHint')} />
      ) : (
        <>
          <ConversationGroup title={t('chat.list.rooms')} none={term ? t('chat.list.noRoomMatches') : t('chat.list.noRoom')}>
            {roomItems.map(renderItem)}
          </ConversationGroup>
          <ConversationGroup title={t('chat.list.chats')} none={term ? t('chat.list.noChatMatches') : t('chat.list.noChat')}>
            {chatItems.map(renderItem)}
          </ConversationGroup>
        </>
      )}
    </Stack>
  );
}

/** One group of the list (rooms, or direct chats): its heading, then its items or why there are none. */
function ConversationGroup({ title, none, children }: { title: string; none: string; children: ReactNode[] }) {
  return (
    <>
      <Title order={2} size="h5">
        {title}
      </Title>
      {children.length ? (
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {children}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      )}
    </>
  );
}
