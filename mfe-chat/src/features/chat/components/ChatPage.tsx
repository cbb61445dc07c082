import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Group } from '@mantine/core';
import { EmptyState, LoadingState, PageLayout, useCurrentUser } from '@courier/shared';
import { useChats } from '../api/getChats';
import { useRooms } from '../api/getRooms';
import { useWholeOutbox } from '../hooks/outbox';
import { useChatLive } from '../hooks/useChatLive';
import type { ConversationRef } from '../types';
import { ConnectionIndicator } from './ConnectionIndicator';
import { ConversationList } from './ConversationList';
import { ConversationPanel } from './ConversationPanel';
import { NewChatModal } from './NewChatModal';
import { NewRoomModal } from './NewRoomModal';
import classes from './ChatPage.module.css';

/** `?room=12` or `?chat=5`: the open conversation lives in the address. */
function selectedOf(params: URLSearchParams): ConversationRef | null {
  const room = Number(params.get('room'));
  if (Number.isInteger(room) && room > 0) return { kind: 'room', id: room };
  const chat = Number(params.get('chat'));
  if (Number.isInteger(chat) && chat > 0) return { kind: 'chat', id: chat };
  return null;
}

/** /chat: rooms and direct chats on the left, the open conversation on the right, live. */
export function ChatPage() {
  const { user, loaded } = useCurrentUser();
  if (!user) return loaded ? <LoadingState /> : <LoadingState label="Loading your account…" />;
  return <ChatWorkspace userId={user.id} />;
}

function ChatWorkspace({ userId }: { userId: number }) {
  const [params, setParams] = useSearchParams();
  const selected = selectedOf(params);
  const live = useChatLive(userId, selected);
  const outbox = useWholeOutbox();
  const rooms = useRooms(userId);
  const chats = useChats(userId);
  const [newRoom, setNewRoom] = useState(false);
  const [newChat, setNewChat] = useState(false);

  const open = (c: ConversationRef) => setParams(c.kind === 'room' ? { room: String(c.id) } : { chat: String(c.id) });

  let title = '';
  let subtitle: string | null = null;
  if (selected?.kind === 'room') {
    const r = rooms.data?.find((x) => x.id === selected.id);
    title = r?.name ?? `Room ${selected.id}`;
    subtitle = r ? `${r.client ? `Client ${r.client.name}` : 'Internal room'} · ${r.memberCount} staff · ${r.cfrUserCount} client users` : null;
  } else if (selected?.kind === 'chat') {
    const c = chats.data?.find((x) => x.id === selected.id);
    title = c?.other.name ?? `Chat ${selected.id}`;
    subtitle = c?.other.clientName ?? null;
  }

  return (
    <PageLayout
      title="Chat"
      description="Rooms with clients' users and direct chats, live."
      actions={<ConnectionIndicator status={live.status} waiting={outbox.filter((m) => m.status !== 'failed').length} />}
    >
      <div className={classes.layout}>
        <ConversationList userId={userId} selected={selected} onSelect={open} onNewRoom={() => setNewRoom(true)} onNewChat={() => setNewChat(true)} />
        {selected ? (
          <ConversationPanel
            key={`${selected.kind}-${selected.id}`}
            conversation={selected}
            title={title}
            subtitle={subtitle}
            userId={userId}
            status={live.status}
            readMarks={live.readMarks}
            onSend={live.send}
          />
        ) : (
          <Group justify="center" align="center">
            <EmptyState title="Choose a conversation" description="Pick a room or a direct chat on the left, or start a new one." />
          </Group>
        )}
      </div>
      <NewRoomModal opened={newRoom} userId={userId} onClose={() => setNewRoom(false)} onOpen={open} />
      <NewChatModal opened={newChat} userId={userId} onClose={() => setNewChat(false)} onOpen={open} />
    </PageLayout>
  );
}
