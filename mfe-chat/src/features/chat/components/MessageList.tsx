import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Anchor, Button, Center, Group, Loader, Text } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState, useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import { flattenMessages, useMessages, type ChatMessage } from '../api/getMessages';
import { useAttachment } from '../api/getAttachment';
import { discardMessage, retryMessage, type OutgoingMessage } from '../hooks/outbox';
import type { ConnectionStatus } from '../hooks/connection';
import type { ConversationRef } from '../types';
import { dayKey, dayLabel } from '../utils/format';
import classes from './ChatPage.module.css';

/** Above this many rows the history is virtualized (only the rows in view are in the page). */
export const VIRTUALIZE_ABOVE = 80;

type Row =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage }
  | { kind: 'outgoing'; key: string; message: OutgoingMessage };

interface Props {
  conversation: ConversationRef;
  userId: number;
  outgoing: OutgoingMessage[];
  /** The highest message id another member has read (read receipts of the socket). */
  readByOthers: number | undefined;
  status: ConnectionStatus;
  /** Called with the newest stored message id, to mark it read. */
  onNewest: (id: number) => void;
}

function Attachment({ message }: { message: ChatMessage }) {
  const a = message.attachment!;
  const isImage = a.mime.startsWith('image/');
  const t = useT();
  const file = useAttachment(message.id, isImage);
  if (isImage) {
    if (file.data) return <img className={classes.preview} src={file.data.dataUrl} alt={a.name} />;
    if (file.error)
      return (
        <Text size="xs" c="red">
          {t('chat.messages.imageFailed')}
        </Text>
      );
    return <Loader size="xs" aria-label={t('chat.messages.loadingFile', { name: a.name })} />;
  }
  return <PdfLink messageId={message.id} name={a.name} size={a.size} />;
}

function PdfLink({ messageId, name, size }: { messageId: number; name: string; size: number }) {
  const t = useT();
  const format = useFormat();
  const file = useAttachment(messageId, true);
  const label = t('chat.messages.file', { name, size: format.fileSize(size) });
  return file.data ? (
    <Anchor href={file.data.dataUrl} download={name} size="sm">
      {label}
    </Anchor>
  ) : (
    <Text size="sm">{label}</Text>
  );
}

const readBy = (m: ChatMessage, readByOthers: number | undefined) =>
  readByOthers !== undefined && readByOthers >= m.id;

function Bubble({
  row,
  userId,
  readByOthers,
  status,
}: {
  row: Row;
  userId: number;
  readByOthers: number | undefined;
  status: ConnectionStatus;
}) {
  const t = useT();
  const format = useFormat();
  if (row.kind === 'day')
    return (
      <div className={classes.separator} role="separator" aria-label={row.label}>
        <Text size="xs" c="dimmed" fw={600}>
          {row.label}
        </Text>
      </div>
    );
  if (row.kind === 'outgoing') {
    const m = row.message;
    const state =
      m.status === 'failed'
        ? t('chat.messages.notSent', { reason: m.error ?? t('chat.messages.refused') })
        : m.status === 'sending'
          ? t('chat.messages.sending')
          : status === 'open'
            ? t('chat.messages.waiting')
            : t('chat.messages.waitingConnection');
    return (
      <div className={`${classes.row} ${classes.own}`} data-testid="outgoing-message">
        <div className={classes.bubble}>
          {m.text && <Text size="sm">{m.text}</Text>}
          {m.attachment && <Text size="xs">{t('chat.messages.attached', { name: m.attachment.name })}</Text>}
          <Group gap={6} justify="flex-end">
            <Text size="xs" c={m.status === 'failed' ? 'red' : 'dimmed'}>
              {state}
            </Text>
            {m.status === 'failed' && (
              <>
                <Button size="compact-xs" variant="subtle" onClick={() => retryMessage(m.clientKey)}>
                  {t('chat.messages.retry')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => discardMessage(m.clientKey)}
                >
                  {t('chat.messages.discard')}
                </Button>
              </>
            )}
          </Group>
        </div>
      </div>
    );
  }
  const m = row.message;
  const own = m.sender?.kind === 'staff' && m.sender.id === userId;
  return (
    <div
      className={`${classes.row} ${own ? classes.own : ''}`}
      data-testid="message"
      data-own={own || undefined}
    >
      <div className={classes.bubble}>
        {!own && (
          <Text size="xs" fw={600}>
            {m.sender?.kind === 'cfr'
              ? t('chat.messages.client', { name: m.sender.name })
              : (m.sender?.name ?? t('chat.messages.unknown'))}
          </Text>
        )}
        {m.body && <Text size="sm">{m.body}</Text>}
        {m.attachment && <Attachment message={m} />}
        <Group gap={6} justify="flex-end">
          <Text size="xs" c="dimmed">
            <time dateTime={m.sentAt}>{format.time(m.sentAt)}</time>
          </Text>
          {own && (
            <Text size="xs" c="dimmed" data-testid="delivery">
              {readBy(m, readByOthers) ? t('chat.messages.read') : t('chat.messages.sent')}
            </Text>
          )}
        </Group>
      </div>
    </div>
  );
}

/**
 * The history of a conversation: day separators, own messages on the right with their
 * delivery state, the messages waiting in the outbox last. Older pages load when scrolled to
 * the top (or with the button); long histories are virtualized.
 */
export function MessageList({ conversation, userId, outgoing, readByOthers, status, onNewest }: Props) {
  const t = useT();
  const format = useFormat();
  const query = useMessages(conversation);
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  const rows = useMemo(() => {
    const out: Row[] = [];
    let lastDay = '';
    for (const m of messages) {
      const d = dayKey(m.sentAt);
      if (d !== lastDay) out.push({ kind: 'day', key: `day-${d}`, label: dayLabel(t, format, m.sentAt) });
      lastDay = d;
      out.push({ kind: 'message', key: `m-${m.id}`, message: m });
    }
    for (const o of outgoing) out.push({ kind: 'outgoing', key: `o-${o.clientKey}`, message: o });
    return out;
  }, [messages, outgoing, t, format]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  // The virtualizer returns functions that change identity; nothing memoizes around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 64,
    overscan: 10,
    enabled: virtual,
    initialRect: { width: 600, height: 480 },
    getItemKey: (i) => rows[i]?.key ?? i,
  });

  const newest = messages.length ? messages[messages.length - 1]!.id : undefined;
  const oldest = messages[0]?.id;
  useEffect(() => {
    if (newest !== undefined) onNewest(newest);
  }, [newest, onNewest]);

  // Keep the view at the bottom when a message arrives (if it was there), and in place when older ones load above.
  const atBottom = useRef(true);
  const heightBefore = useRef<{ oldest: number | undefined; height: number }>({
    oldest: undefined,
    height: 0,
  });
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const prev = heightBefore.current;
    if (prev.oldest !== undefined && oldest !== prev.oldest) el.scrollTop += el.scrollHeight - prev.height;
    else if (atBottom.current) {
      if (virtual) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
      else el.scrollTop = el.scrollHeight;
    }
    heightBefore.current = { oldest, height: el.scrollHeight };
  }, [rows.length, oldest, virtual, virtualizer]);

  const loadOlder = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    heightBefore.current = { oldest, height: el.scrollHeight };
    if (el.scrollTop < 80) loadOlder();
  };

  if (query.isPending) return <LoadingState label={t('chat.messages.loading')} />;
  if (query.error && !query.data)
    return (
      <ErrorState
        title={t('chat.messages.failed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );

  const items = virtual ? virtualizer.getVirtualItems() : [];
  return (
    <div
      ref={scrollRef}
      className={classes.history}
      onScroll={onScroll}
      tabIndex={0}
      role="log"
      aria-label={t('chat.messages.label')}
      aria-live="polite"
    >
      {query.hasNextPage && (
        <Center py={4}>
          <Button size="compact-xs" variant="subtle" onClick={loadOlder} loading={query.isFetchingNextPage}>
            {t('chat.messages.older')}
          </Button>
        </Center>
      )}
      {rows.length === 0 ? (
        <EmptyState title={t('chat.messages.empty')} description={t('chat.messages.emptyHint')} />
      ) : virtual ? (
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              <Bubble row={rows[item.index]!} userId={userId} readByOthers={readByOthers} status={status} />
            </div>
          ))}
        </div>
      ) : (
        rows.map((row) => (
          <Bubble key={row.key} row={row} userId={userId} readByOthers={readByOthers} status={status} />
        ))
      )}
    </div>
  );
}
