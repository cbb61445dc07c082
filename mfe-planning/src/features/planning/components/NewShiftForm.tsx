import { Alert, Button, Divider, Select, Stack, Text, TextInput } from '@mantine/core';
import { api, notifySuccess } from '@courier/shared';
import { useCreateShift } from '../api';
import { useContractForm } from '../hooks/useContractForm';
import type { BoardWorker } from '../types';
import { chooseClient, newShiftValues, toCreateShiftBody, type NewShiftValues } from '../utils/shiftForm';
import { MissionDraftFields } from './MissionDraftFields';
import { ShiftFields } from './ShiftFields';
import { WorkerTimes } from './WorkerTimes';

const chooseWorker = (v: NewShiftValues): Record<string, string> =>
  v.workerId ? {} : { workerId: 'Choose a worker.' };

/**
 * Plan a shift (planning/createShift) for a worker and date, with its missions; below, the
 * worker's times of that date, recorded here too when no shift is planned.
 */
export function NewShiftForm({
  target,
  workers,
  onCreated,
}: {
  target: { workerId: number; date: string };
  workers: BoardWorker[];
  onCreated: (id: number) => void;
}) {
  const create = useCreateShift();
  const { form, formError, onSubmit } = useContractForm({
    initialValues: newShiftValues(target.workerId, target.date),
    schema: api.planning.createShift.body,
    toBody: toCreateShiftBody,
    check: (v) => ({ ...chooseWorker(v), ...chooseClient(v) }),
  });
  const submit = onSubmit((body, options) =>
    create.mutate(body, {
      ...options,
      onSuccess: (s) => {
        notifySuccess(`Shift planned for ${s.worker.name} on ${s.date}`);
        onCreated(s.id);
      },
    }),
  );
  const { workerId, date } = form.values;

  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label="Worker"
            required
            searchable
            data={workers.map((w) => ({ value: String(w.id), label: `${w.shortCode} ${w.name}` }))}
            {...form.getInputProps('workerId')}
            limit={100}
          />
          <TextInput label="Date" type="date" required {...form.getInputProps('date')} />
          <ShiftFields form={form} />
          <Divider label="Missions" labelPosition="left" />
          <MissionDraftFields form={form} />
          {formError && (
            <Alert color="red" role="alert" title="The shift was not planned">
              {formError}
            </Alert>
          )}
          <Button type="submit" loading={create.isPending}>
            Plan the shift
          </Button>
        </Stack>
      </form>
      <Divider label="Worker times of the day" labelPosition="left" />
      <Text size="sm" c="dimmed">
        A time worked without a planned shift is recorded here too (the board then flags it, unless its GTA
        type is an absence).
      </Text>
      {Number(workerId) > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date) && (
        <WorkerTimes key={`${workerId}|${date}`} workerId={Number(workerId)} date={date} />
      )}
    </Stack>
  );
}
