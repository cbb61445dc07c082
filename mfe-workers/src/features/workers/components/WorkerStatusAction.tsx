import { useState } from 'react';
import { Button, Text, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { ConfirmDialog, errorMessage, notifySuccess } from '@courier/shared';
import { useUpdateWorker } from '../api';
import type { Worker } from '../types';

/** Deactivate (confirmed, with the leaving date) or reactivate a worker. */
export function WorkerStatusAction({ worker }: { worker: Worker }) {
  const [opened, setOpened] = useState(false);
  const [leftOn, setLeftOn] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateWorker();
  const active = worker.activityStatus === 'active';
  const name = `${worker.firstName} ${worker.lastName}`;

  const confirm = () => {
    setProblem(null);
    update.mutate(
      active
        ? { id: worker.id, version: worker.version, activityStatus: 'inactive', leftOn: leftOn || undefined }
        : { id: worker.id, version: worker.version, activityStatus: 'active', leftOn: null },
      {
        onSuccess: () => {
          notifySuccess(active ? `${name} is now inactive.` : `${name} is active again.`);
          setOpened(false);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <>
      <Button variant="outline" color={active ? 'red' : 'teal'} onClick={() => setOpened(true)}>
        {active ? 'Deactivate' : 'Reactivate'}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={active ? `Deactivate ${name}?` : `Reactivate ${name}?`}
        confirmLabel={active ? 'Deactivate' : 'Reactivate'}
        color={active ? 'red' : 'teal'}
        onConfirm={confirm}
        busy={update.isPending}
        problem={problem}
      >
        <Text size="sm">
          {active
            ? 'An inactive worker leaves the active list and can no longer be planned. Its short code is kept and never reused. A worker who drives a vehicle must be dissociated from it first.'
            : 'The worker comes back to the active list and can be planned again.'}
        </Text>
        {active && (
          <TextInput label="Left on" type="date" value={leftOn} onChange={(e) => setLeftOn(e.currentTarget.value)} />
        )}
      </ConfirmDialog>
    </>
  );
}
