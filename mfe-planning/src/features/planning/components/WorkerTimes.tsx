import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  ErrorState,
  LoadingState,
  api,
  errorMessage,
  isApiError,
  notifySuccess,
  useReferenceList,
} from '@courier/shared';
import { useAddWorkerTime, useDeleteWorkerTime, useEditWorkerTime, useWorkerTimesOn } from '../api';
import type { GetWorkerTimeByWorkerIdAnswer } from '../api';

type WorkerTime = GetWorkerTimeByWorkerIdAnswer[number];

const fieldErrors = (error: unknown): Record<string, string> => (isApiError(error) ? error.fields : {});

/** An instant as `HH:MM` in Paris, where the operator works. */
export const hm = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

const span = (t: WorkerTime) => `${hm(t.startedAt)}–${t.endedAt ? hm(t.endedAt) : '…'}`;

/** The GTA types of the reference list (absences, leave, training...), for a select. */
function useGtaOptions() {
  const gta = useReferenceList(api.reference.getGtaType, { activityStatus: 'active' });
  return {
    data: (gta.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
    placeholder: gta.isPending
      ? 'Loading GTA types…'
      : gta.isError
        ? 'GTA types unavailable'
        : 'Worked (no GTA type)',
  };
}

/**
 * A worker's times on a date: each one with its GTA type, edited (planning/editWorkerTime, with
 * its version: a stale one is refused) or deleted with a comment (planning/deleteWorkerTime);
 * and a form to record one, with or without a planned shift on that date.
 */
export function WorkerTimes({ workerId, date }: { workerId: number; date: string }) {
  const times = useWorkerTimesOn({ workerId, date });
  return (
    <Stack gap="xs">
      {times.isPending && <LoadingState label="Loading worker times…" />}
      {times.isError && (
        <ErrorState
          title="The worker times could not be loaded"
          error={times.error}
          onRetry={() => void times.refetch()}
        />
      )}
      {times.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No time recorded on {date}.
        </Text>
      )}
      {times.data?.map((t) => (
        <WorkerTimeLine key={`${t.id}-${t.version}`} time={t} />
      ))}
      <AddWorkerTimeForm workerId={workerId} date={date} />
    </Stack>
  );
}

function WorkerTimeLine({ time }: { time: WorkerTime }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const [comment, setComment] = useState('');
  const del = useDeleteWorkerTime();
  const label = span(time);
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
      {mode === 'edit' && <EditWorkerTimeForm time={time} onDone={() => setMode('view')} />}
      {mode === 'delete' && (
        <form
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
              <Button size="xs" variant="default" onClick={() => setMode('view')}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

function EditWorkerTimeForm({ time, onDone }: { time: WorkerTime; onDone: () => void }) {
  const edit = useEditWorkerTime();
  const gta = useGtaOptions();
  const [start, setStart] = useState(hm(time.startedAt));
  const [end, setEnd] = useState(time.endedAt ? hm(time.endedAt) : '');
  const [gtaTypeId, setGtaTypeId] = useState<string | null>(time.gtaType ? String(time.gtaType.id) : null);
  const [comment, setComment] = useState(time.comment ?? '');
  const errors = fieldErrors(edit.error);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        edit.mutate(
          {
            id: time.id,
            version: time.version,
            startTime: start,
            endTime: end || null,
            gtaTypeId: gtaTypeId ? Number(gtaTypeId) : null,
            comment: comment.trim() || null,
          },
          {
            onSuccess: () => {
              notifySuccess('Worker time saved');
              onDone();
            },
          },
        );
      }}
    >
      <Stack gap="xs" mt="xs">
        <Group grow align="flex-start">
          <TextInput
            label="Start of the time"
            type="time"
            required
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            error={errors.startTime}
          />
          <TextInput
            label="End of the time"
            description="Empty while still at work"
            type="time"
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
            error={errors.endTime}
          />
        </Group>
        <Select
          label="GTA type of the time"
          clearable
          data={gta.data}
          placeholder={gta.placeholder}
          value={gtaTypeId}
          onChange={setGtaTypeId}
          error={errors.gtaTypeId}
        />
        <TextInput
          label="Comment of the time"
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={errors.comment}
        />
        {edit.error && (
          <Alert color="red" role="alert" title="Not saved">
            {errorMessage(edit.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" size="xs" loading={edit.isPending}>
            Save the worker time
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AddWorkerTimeForm({ workerId, date }: { workerId: number; date: string }) {
  const add = useAddWorkerTime();
  const gta = useGtaOptions();
  const [start, setStart] = useState('08:00');
  const [end, setEnd] = useState('12:00');
  const [gtaTypeId, setGtaTypeId] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const errors = fieldErrors(add.error);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate(
          {
            workerId,
            date,
            startTime: start,
            endTime: end || null,
            gtaTypeId: gtaTypeId ? Number(gtaTypeId) : null,
            comment: comment.trim() || null,
          },
          {
            onSuccess: () => {
              notifySuccess('Worker time recorded');
              setComment('');
            },
          },
        );
      }}
    >
      <Stack gap="xs">
        <Group align="flex-start" grow>
          <TextInput
            label="Worked from"
            type="time"
            required
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
            error={errors.startTime}
          />
          <TextInput
            label="Worked until"
            type="time"
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
            error={errors.endTime}
          />
        </Group>
        <Group align="flex-end" grow>
          <Select
            label="GTA type"
            description="Absence, leave, training…"
            clearable
            data={gta.data}
            placeholder={gta.placeholder}
            value={gtaTypeId}
            onChange={setGtaTypeId}
            error={errors.gtaTypeId}
          />
          <TextInput
            label="Time comment"
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            error={errors.comment}
          />
        </Group>
        {add.error && (
          <Alert color="red" role="alert" title="The worker time was not recorded">
            {errorMessage(add.error)}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={add.isPending}>
          Add worker time
        </Button>
      </Stack>
    </form>
  );
}
