import { useState, type ReactNode } from 'react';
import { Group } from '@mantine/core';
import { EmptyState, EntityLink, LoadingState, PageLayout, useCurrentUser, useAddressParams } from '@courier/shared';
import { useT } from '../../../i18n';
import { useAllRooms } from '../api/getAllRooms';
import { useChats } from '../api/getChats';
import { useRooms } from '../api/getRooms';
import { useWholeOutbox } from '../hooks/outbox';
import { useChatLive } from '../hooks/useChatLive';
import type { ConversationRef } from '../types';
import { membersLabel } from '../utils/format';
import { AllRoomsPanel } from './AllRoomsPanel';
import { ConnectionIndicator } from './ConnectionIndicator';
import { ConversationList } from './ConversationList';
import { ConversationPanel } from './ConversationPanel';
import { JoinRoomPanel } from './JoinRoomPanel';
import { NewChatModal } from './NewChatModal';
import { NewRoomModal } from './NewRoomModal';
import { TicketsPanel } from './TicketsPanel';
import classes from './ChatPage.module.css';

/** `?room=12` or `?chat=5`: the open conversation lives in the address. */
function selectedOf(params: URLSearchParams): ConversationRef | null {
  const room = Number(params.get('room'));
  if (Number.isInteger(room) && room > 0) return { kind: 'room', id: room };
  const chat = Number(params.get('chat'));
  if (Number.isInteger(chat) && chat > 0) return { kind: 'chat', id: chat };
  return null;
}

/**
 * /chat: rooms and direct chats on the left, the open conversation on the right, live.
 * `?view=rooms` shows all rooms instead (browse and join); a room one is not in, opened by its
 * address, offers to join it. `?tab=tickets&status=open` shows the support tickets.
 */
export function ChatPage() {
  const t = useT();
  const { user, loaded } = useCurrentUser();
  if (!user) return loaded ? <LoadingState /> : <LoadingState label={t('chat.loadingAccount')} />;
  return <ChatWorkspace userId={user.id} />;
}

function ChatWorkspace({ userId }: { userId: number }) {
  const t = useT();
  const [params, setParams] = useAddressParams();
  const selected = selectedOf(params);
  const live = useChatLive(userId, selected);
  const outbox = useWholeOutbox();
  const rooms = useRooms(userId);
  const chats = useChats(userId);
  const [newRoom, setNewRoom] = useState(false);
  const [newChat, setNewChat] = useState(false);

  const open = (c: ConversationRef) =>
    setParams(c.kind === 'room' ? { room: String(c.id) } : { chat: String(c.id) });
  const browsing = params.get('view') === 'rooms';
  const ticketsShown = params.get('tab') === 'tickets';

  // A room of the address that is not among one's rooms: what finds it, to offer to join it.
  const listed = selected?.kind === 'room' ? rooms.data?.find((x) => x.id === selected.id) : undefined;
  const lookingUp = selected?.kind === 'room' && rooms.isSuccess && !listed;
  const lookup = useAllRooms({ roomId: selected?.kind === 'room' ? selected.id : 0 }, lookingUp);
  const found = lookup.data?.[0];
  const room = listed ?? found;

  let title = '';
  let subtitle: ReactNode = null;
  if (selected?.kind === 'room') {
    title = room?.name ?? t('chat.roomFallback', { id: selected.id });
    // The room's client links to the client's page when the user's roles open it.
    subtitle = room ? (
      <>
        {room.client ? (
          <EntityLink kind="client" id={room.client.id}>
            {t('chat.roomClient', { name: room.client.name })}
          </EntityLink>
        ) : (
          t('chat.internalRoom')
        )}{' '}
        · {membersLabel(t, room)}
      </>
    ) : null;
  } else if (selected?.kind === 'chat') {
    const c = chats.data?.find((x) => x.id === selected.id);
    title = c?.other.name ?? t('chat.chatFallback', { id: selected.id });
    subtitle = c?.other.clientName ?? null;
  }

  let main;
  if (ticketsShown) {
    main = <TicketsPanel onClose={() => setParams({})} />;
  } else if (browsing) {
    main = <AllRoomsPanel userId={userId} onOpen={open} onClose={() => setParams({})} />;
  } else if (!selected) {
    main = (
      <Group justify="center" align="center">
        <EmptyState title={t('chat.choose')} description={t('chat.chooseHint')} />
      </Group>
    );
  } else if (selected.kind === 'room' && rooms.isPending) {
    main = <LoadingState label={t('chat.loadingRoom')} />;
  } else if (lookingUp && (lookup.isPending || lookup.error || !found?.isMember)) {
    main = lookup.isPending ? (
      <LoadingState label={t('chat.loadingRoom')} />
    ) : (
      <JoinRoomPanel
        room={found ?? null}
        roomId={selected.id}
        userId={userId}
        error={lookup.error}
        onRetry={() => void lookup.refetch()}
        onBrowse={() => setParams({ view: 'rooms' })}
      />
    );
  } else {
    main = (
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
    );
  }

  return (
    <PageLayout
      title={t('chat.title')}
      description={t('chat.description')}
      actions={
        <ConnectionIndicator
          status={live.status}
          waiting={outbox.filter((m) => m.status !== 'failed').length}
        />
      }
    >
      <div className={classes.layout}>
        <ConversationList
          userId={userId}
          selected={selected}
          onNewRoom={() => setNewRoom(true)}
          onNewChat={() => setNewChat(true)}
          onAllRooms={() => setParams({ view: 'rooms' })}
          browsing={browsing}
          onTickets={() => setParams({ tab: 'tickets', status: 'open' })}
          ticketsShown={ticketsShown}
        />
        {main}
      </div>
      <NewRoomModal opened={newRoom} userId={userId} onClose={() => setNewRoom(false)} onOpen={open} />
      <NewChatModal opened={newChat} userId={userId} onClose={() => setNewChat(false)} onOpen={open} />
    </PageLayout>
  );
}
