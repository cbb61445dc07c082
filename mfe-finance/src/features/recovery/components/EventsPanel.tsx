import { useState } from 'react';
import { Badge, Group, Pagination, Stack, Text, Timeline } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from '@courier/shared';
import { useEventsClient } from '../api';
import { formatInstant } from '../utils/format';

const PAGE_SIZE = 20;

/** The client's timeline (finance/recovery/getEventsClient), newest first, a page at a time. */
export function EventsPanel({ clientId }: { clientId: number }) {
  const [page, setPage] = useState(1);
  const events = useEventsClient({ clientId, page, pageSize: PAGE_SIZE });
  if (events.isPending) return <LoadingState label="Loading the events…" />;
  if (events.isError)
    return (
      <ErrorState
        title="The events could not be loaded"
        error={events.error}
        onRetry={() => void events.refetch()}
      />
    );
  const { items, total } = events.data;
  if (items.length === 0)
    return <EmptyState title="No event yet" description="Changes, notes and comments show here." />;
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <Stack gap="md">
      <Timeline bulletSize={12} lineWidth={2} aria-label="Events">
        {items.map((e) => (
          <Timeline.Item key={e.eventId} title={<Badge variant="light">{e.kind}</Badge>}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {e.summary}
            </Text>
            <Text size="xs" c="dimmed">
              {formatInstant(e.at)}
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
            getItemProps={(p) => ({ 'aria-label': `Events page ${p}` })}
            getControlProps={(control) => ({
              'aria-label': `${control[0].toUpperCase()}${control.slice(1)} events page`,
            })}
          />
        </Group>
      )}
    </Stack>
  );
}
