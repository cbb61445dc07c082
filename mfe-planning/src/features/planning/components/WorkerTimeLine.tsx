import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { span, type WorkerTime } from '../utils/workerTime';
import { DeleteWorkerTimeForm } from './DeleteWorkerTimeForm';
import { EditWorkerTimeForm } from './EditWorkerTimeForm';
import { useT } from '../../../i18n';
import { useFormat } from '@courier/shared';

/** One worker time: its span, GTA type and comment, with Edit and Delete opening their form below it. */
export function WorkerTimeLine({ time }: { time: WorkerTime }) {
  const t = useT();
  const f = useFormat();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const label = span(time, f);
  const back = () => setMode('view');
  return (
    <Paper withBorder p="xs" component="article" aria-label={t('times.line', { span: label })}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          {t('times.worked', { span: label })}
          {time.gtaType ? ` (${time.gtaType.name})` : ''}
          {time.comment ? ` · ${time.comment}` : ''}
        </Text>
        {mode === 'view' && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="subtle"
              aria-label={t('times.editOf', { span: label })}
              onClick={() => setMode('edit')}
            >
              {t('common.edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t('times.deleteOf', { span: label })}
              onClick={() => setMode('delete')}
            >
              {t('common.delete')}
            </Button>
          </Group>
        )}
      </Group>
      {mode === 'edit' && <EditWorkerTimeForm time={time} onDone={back} />}
      {mode === 'delete' && <DeleteWorkerTimeForm time={time} label={label} onCancel={back} />}
    </Paper>
  );
}
