import { useState } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useErrorMessage } from '@courier/shared';
import { useDeleteWorkerTime } from '../api';
import type { WorkerTime } from '../utils/workerTime';
import { useT } from '../../../i18n';
import { announce } from '../../../i18n/notify';

/** Deletes a worker time (planning/deleteWorkerTime) once a comment says why. */
export function DeleteWorkerTimeForm({
  time,
  label,
  onCancel,
}: {
  time: WorkerTime;
  /** The time's span, as its line names it. */
  label: string;
  onCancel: () => void;
}) {
  const t = useT();
  const describe = useErrorMessage();
  const del = useDeleteWorkerTime();
  const [comment, setComment] = useState('');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        del.mutate(
          { workerTimeId: time.id, workerId: time.workerId, date: time.date, comment: comment.trim() },
          { onSuccess: () => announce('times.deleted', { span: label }) },
        );
      }}
    >
      <Stack gap="xs" mt="xs">
        <Textarea
          label={t('times.whyDelete', { span: label })}
          withAsterisk
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          autoFocus
        />
        {del.error && (
          <Alert color="red" role="alert" title={t('times.notDeleted')}>
            {describe(del.error)}
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            color="red"
            size="xs"
            disabled={comment.trim() === ''}
            loading={del.isPending}
          >
            {t('times.confirmDelete')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
