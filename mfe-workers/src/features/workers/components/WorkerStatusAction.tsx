import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { ConfirmDialog, notifySuccess, todayInParis, useErrorMessage } from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { DateField } from '@courier/shared';
import { useUpdateWorker } from '../api';
import type { Worker } from '../types';

/** Deactivate (confirmed, with the leaving date) or reactivate a worker. */
export function WorkerStatusAction({ worker }: { worker: Worker }) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const [opened, setOpened] = useState(false);
  const [leftOn, setLeftOn] = useState(() => todayInParis());
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
          notifySuccess(translate(active ? 'workers.status.deactivated' : 'workers.status.reactivated', { name }));
          setOpened(false);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <>
      <Button variant="outline" color={active ? 'red' : 'teal'} onClick={() => setOpened(true)}>
        {t(active ? 'workers.status.deactivate' : 'workers.status.reactivate')}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t(active ? 'workers.status.deactivateTitle' : 'workers.status.reactivateTitle', { name })}
        confirmLabel={t(active ? 'workers.status.deactivate' : 'workers.status.reactivate')}
        color={active ? 'red' : 'teal'}
        onConfirm={confirm}
        busy={update.isPending}
        problem={problem}
      >
        <Text size="sm">
          {t(active ? 'workers.status.deactivateText' : 'workers.status.reactivateText')}
        </Text>
        {active && (
          <DateField label={t('workers.status.leftOn')} value={leftOn} onChange={setLeftOn} />
        )}
      </ConfirmDialog>
    </>
  );
}
