import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { span, type WorkerTime } from '../utils/workerTime';
import { DeleteWorkerTimeForm } from './DeleteWorkerTimeForm';
import { EditWorkerTimeForm } from './EditWorkerTimeForm';

/** One worker time: its span, GTA type and comment, with Edit and Delete opening their form below it. */
export function WorkerTimeLine({ time }: { time: WorkerTime }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const label = span(time);
  const back = () => setMode('view');
  return (
    <Paper withBorder p="xs" component="article" aria-label={`Worker time ${label}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          Worked {label}
          {time.gtaType ? ` (${time.gtaType.name})` : ''}
          {time.comment ? ` · ${time.comment}` : ''}
        </Text>
        {mode === 'view' && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="subtle"
              aria-label={`Edit the worker time ${label}`}
              onClick={() => setMode('edit')}
            >
              Edit
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={`Delete the worker time ${label}`}
              onClick={() => setMode('delete')}
            >
              Delete
            </Button>
          </Group>
        )}
      </Group>
      {mode === 'edit' && <EditWorkerTimeForm time={time} onDone={back} />}
      {mode === 'delete' && <DeleteWorkerTimeForm time={time} label={label} onCancel={back} />}
    </Paper>
  );
}
