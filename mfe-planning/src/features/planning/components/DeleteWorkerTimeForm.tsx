import { useState } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { errorMessage, notifySuccess } from '@courier/shared';
import { useDeleteWorkerTime } from '../api';
import type { WorkerTime } from '../utils/workerTime';

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
  const del = useDeleteWorkerTime();
  const [comment, setComment] = useState('');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        del.mutate(
          { workerTimeId: time.id, workerId: time.workerId, date: time.date, comment: comment.trim() },
          { onSuccess: () => notifySuccess(`Worker time ${label} deleted`) },
        );
      }}
    >
      <Stack gap="xs" mt="xs">
        <Textarea
          label={`Why delete the worker time ${label}? (required)`}
          required
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          autoFocus
        />
        {del.error && (
          <Alert color="red" role="alert" title="Not deleted">
            {errorMessage(del.error)}
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
            Confirm the deletion
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
