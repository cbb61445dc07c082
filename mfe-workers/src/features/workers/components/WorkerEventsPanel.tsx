import { useState } from 'react';
import { Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState, useFormat } from '@courier/shared';
import { useT, type MessageId } from '../../../i18n';
import { useWorkersEvents } from '../api';
import { timelineSentence } from '../utils/timelineSentence';

const PAGE_SIZE = 20;

const KIND_LABELS: Record<string, MessageId> = {
  created: 'workers.event.created',
  updated: 'workers.event.updated',
  deactivated: 'workers.event.deactivated',
  reactivated: 'workers.event.reactivated',
  photo_uploaded: 'workers.event.photo_uploaded',
  vehicle_assigned: 'workers.event.vehicle_assigned',
  vehicle_dissociated: 'workers.event.vehicle_dissociated',
  shift_deleted: 'workers.timeline.kind.shift_deleted',
  shift_unproductive: 'workers.timeline.kind.shift_unproductive',
  shift_productive: 'workers.timeline.kind.shift_productive',
  worker_time_deleted: 'workers.timeline.kind.worker_time_deleted',
  contract_set: 'workers.timeline.kind.contract_set',
  document_added: 'workers.timeline.kind.document_added',
  document_updated: 'workers.timeline.kind.document_updated',
  document_deleted: 'workers.timeline.kind.document_deleted',
};

/** The worker's events, newest first, each said in the reader's language, with "Show more". */
export function WorkerEventsPanel({ workerId }: { workerId: number }) {
  const t = useT();
  const format = useFormat();
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const events = useWorkersEvents({ workerId, page: 1, pageSize });

  if (events.isPending) return <LoadingState label={t('workers.events.loading')} />;
  if (events.isError)
    return <ErrorState title={t('workers.events.failed')} error={events.error} onRetry={() => events.refetch()} />;
  const { items, total } = events.data;
  if (items.length === 0) return <EmptyState title={t('workers.events.empty')} />;

  return (
    <Stack gap="md">
      <Timeline bulletSize={14} lineWidth={2} aria-label={t('workers.events.label')}>
        {items.map((e) => (
          <Timeline.Item key={e.id} title={KIND_LABELS[e.kind] ? t(KIND_LABELS[e.kind]) : e.kind}>
            <Text size="sm">{timelineSentence(e, t, format.date)}</Text>
            <Text size="xs" c="dimmed">
              {e.userName
                ? t('workers.events.by', { date: format.dateTime(e.at), user: e.userName })
                : format.dateTime(e.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {t('workers.events.count', { shown: items.length, total })}
        </Text>
        {items.length < total && (
          <Button variant="default" size="xs" onClick={() => setPageSize((n) => Math.min(500, n + PAGE_SIZE))} loading={events.isFetching}>
            {t('workers.events.more')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
