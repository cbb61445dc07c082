import { useState } from 'react';
import { Badge, Group, Pagination, Stack, Text, Timeline } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState, useClientEventWords, useFormat } from '@courier/shared';
import { useEventsClient } from '../api';
import { useT } from '../../../i18n';
import { WHOLE_BADGE } from '../../../kit/badge';

const PAGE_SIZE = 20;

/**
 * The client's timeline (finance/recovery/getEventsClient), newest first, a page at a time, in
 * the same words as the Clients history (the shared client-event sentences).
 */
export function EventsPanel({ clientId }: { clientId: number }) {
  const t = useT();
  const f = useFormat();
  const words = useClientEventWords();
  const [page, setPage] = useState(1);
  const events = useEventsClient({ clientId, page, pageSize: PAGE_SIZE });
  if (events.isPending) return <LoadingState label={t('recovery.events.loading')} />;
  if (events.isError)
    return (
      <ErrorState
        title={t('recovery.events.loadError')}
        error={events.error}
        onRetry={() => void events.refetch()}
      />
    );
  const { items, total } = events.data;
  if (items.length === 0)
    return <EmptyState title={t('recovery.events.emptyTitle')} description={t('recovery.events.emptyText')} />;
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <Stack gap="md">
      <Timeline bulletSize={12} lineWidth={2} aria-label={t('recovery.events.label')}>
        {items.map((e) => (
          <Timeline.Item key={e.eventId} title={<Badge styles={WHOLE_BADGE} variant="light">{words.kind(e.kind)}</Badge>}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {words.sentence(e)}
            </Text>
            <Text size="xs" c="dimmed">
              {f.dateTime(e.at)}
              {e.userName ? ` · ${e.userName}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getItemProps={(p) => ({ 'aria-label': t('recovery.events.page', { page: p }) })}
            getControlProps={(control) => ({ 'aria-label': t('recovery.events.control', { control }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
