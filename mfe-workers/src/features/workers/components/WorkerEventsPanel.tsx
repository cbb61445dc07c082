import { useState } from 'react';
import { Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from '@courier/shared';
import { useWorkersEvents } from '../api';
import { formatDateTime } from '../utils/format';

const PAGE_SIZE = 20;

const KIND_LABELS: Record<string, string> = {
  created: 'Created',
  updated: 'Updated',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
  photo_uploaded: 'Photo uploaded',
  vehicle_assigned: 'Vehicle assigned',
  vehicle_dissociated: 'Vehicle dissociated',
};

/** The worker's events, newest first, with "Show more". */
export function WorkerEventsPanel({ workerId }: { workerId: number }) {
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const events = useWorkersEvents({ workerId, page: 1, pageSize });

  if (events.isPending) return <LoadingState label="Loading events…" />;
  if (events.isError)
    return <ErrorState title="The events could not be loaded" error={events.error} onRetry={() => events.refetch()} />;
  const { items, total } = events.data;
  if (items.length === 0) return <EmptyState title="No event yet" />;

  return (
    <Stack gap="md">
      <Timeline bulletSize={14} lineWidth={2} aria-label="Events">
        {items.map((e) => (
          <Timeline.Item key={e.id} title={KIND_LABELS[e.kind] ?? e.kind}>
            <Text size="sm">{e.summary}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(e.at)}
              {e.userName ? ` · by ${e.userName}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {items.length} of {total} events
        </Text>
        {items.length < total && (
          <Button variant="default" size="xs" onClick={() => setPageSize((n) => Math.min(500, n + PAGE_SIZE))} loading={events.isFetching}>
            Show more
          </Button>
        )}
      </Group>
    </Stack>
  );
}
