import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { EmptyState, VEHICLE_HISTORY_SIZE, notifySuccess, useErrorMessage, useFormat } from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useAddComment } from '../api/addComment';
import { vehicleCommentsQueryOptions } from '../api/getVehicleComments';
import { useHistoryPages } from '../hooks/useHistoryPages';
import { HistoryPages } from './HistoryPages';
import type { VehicleDetail } from '../types';

/** The vehicle's comments, newest first, and a box to add one. */
export function VehicleComments({ vehicle }: { vehicle: VehicleDetail }) {
  const t = useT();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useAddComment();
  const { rows: comments, pager } = useHistoryPages(t('vehicles.history.comments'), vehicle.comments, vehicle.commentsTotal, (page) =>
    vehicleCommentsQueryOptions({ vehicleId: vehicle.id, page, pageSize: VEHICLE_HISTORY_SIZE }),
  );

  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') {
      setError(t('vehicles.rule.commentRequired'));
      return;
    }
    setError(null);
    try {
      await mutation.mutateAsync({ comment: text.trim(), vehicleShortCodes: [vehicle.shortCode] });
      setText('');
      notifySuccess(translate('vehicles.comments.added'));
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="vehicle-comments-title">
      <Title order={2} size="h3" id="vehicle-comments-title">
        {t('vehicles.comments.title')}
      </Title>
      <form onSubmit={(e) => void add(e)} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t('vehicles.comments.new')}
            autosize
            minRows={2}
            maxLength={2000}
            value={text}
            error={error}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('vehicles.comments.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      {vehicle.commentsTotal === 0 ? (
        <EmptyState title={t('vehicles.comments.empty')} />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('vehicles.comments.history')}>
          {comments.map((c) => (
            <Paper key={c.id} withBorder p="xs" component="li">
              <Text size="xs" c="dimmed">
                {c.userName
                  ? t('vehicles.comments.by', { date: format.dateTime(c.at), user: c.userName })
                  : format.dateTime(c.at)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {c.comment}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <HistoryPages {...pager} />
    </Stack>
  );
}
