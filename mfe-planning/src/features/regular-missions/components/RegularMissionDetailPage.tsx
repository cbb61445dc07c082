import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, Checkbox, Group, NumberInput, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { ErrorState, LoadingState, PageLayout, api, errorMessage, isApiError, notifySuccess, useReferenceList } from '@courier/shared';
import { useRegularMission, useUpdateRegularMission, type RegularMission } from '../api';
import { useRegularMissionsParams } from '../hooks/useRegularMissionsParams';
import { WEEKDAYS } from '../utils/format';

/** /regularMissions/{regularMissionId}: the mission, its edit form and the active toggle. */
export function RegularMissionDetailPage() {
  const { regularMissionId } = useRegularMissionsParams();
  const mission = useRegularMission(regularMissionId);
  if (mission.isPending || mission.isError)
    return (
      <PageLayout title={`Regular mission ${regularMissionId}`} description={<Anchor component={Link} to="/regularMissions">Back to the regular missions</Anchor>}>
        {mission.isPending ? (
          <LoadingState label="Loading the regular mission…" />
        ) : isApiError(mission.error) && mission.error.status === 404 ? (
          <ErrorState title="No such regular mission" error={mission.error} />
        ) : (
          <ErrorState error={mission.error} onRetry={() => void mission.refetch()} />
        )}
      </PageLayout>
    );
  return <MissionEditor key={mission.data.version} mission={mission.data} />;
}

function MissionEditor({ mission }: { mission: RegularMission }) {
  const update = useUpdateRegularMission();
  const workers = useReferenceList(api.workers.getWorkersLight, {});
  const [name, setName] = useState(mission.name);
  const [weekdays, setWeekdays] = useState(mission.weekdays.map(String));
  const [start, setStart] = useState(mission.startTime);
  const [end, setEnd] = useState(mission.endTime);
  const [waypoints, setWaypoints] = useState<number>(mission.expectedWaypoints);
  const [km, setKm] = useState<number>(mission.expectedKm);
  const [comment, setComment] = useState(mission.comment ?? '');
  const [workerId, setWorkerId] = useState<string | null>(mission.worker ? String(mission.worker.id) : null);
  const errors = isApiError(update.error) ? update.error.fields : {};
  const workerOptions = [
    ...(mission.worker && !(workers.data ?? []).some((w) => w.id === mission.worker!.id)
      ? [{ value: String(mission.worker.id), label: `${mission.worker.shortCode} ${mission.worker.name}` }]
      : []),
    ...(workers.data ?? []).map((w) => ({ value: String(w.id), label: `${w.shortCode} ${w.name}` })),
  ];

  return (
    <PageLayout
      title={`${mission.name} · ${mission.client.name}`}
      description={<Anchor component={Link} to="/regularMissions">Back to the regular missions</Anchor>}
      actions={
        <Switch
          label={mission.isActive ? 'Active' : 'Inactive'}
          checked={mission.isActive}
          disabled={update.isPending}
          onChange={() =>
            update.mutate(
              { id: mission.id, version: mission.version, toggle: true },
              { onSuccess: (m) => notifySuccess(m.isActive ? 'Regular mission switched on' : 'Regular mission switched off') },
            )
          }
        />
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate(
            {
              id: mission.id,
              version: mission.version,
              name,
              weekdays: weekdays.map(Number).sort(),
              startTime: start,
              endTime: end,
              expectedWaypoints: waypoints,
              expectedKm: km,
              comment: comment || null,
              workerId: workerId ? Number(workerId) : null,
            },
            { onSuccess: () => notifySuccess('Regular mission saved') },
          );
        }}
      >
        <Stack gap="sm" maw={640}>
          <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
          <Checkbox.Group label="Weekdays" value={weekdays} onChange={setWeekdays} error={errors.weekdays} required>
            <Group mt={4}>
              {WEEKDAYS.map((d, i) => (
                <Checkbox key={d} value={String(i + 1)} label={d} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group grow>
            <TextInput label="Start" type="time" required value={start} onChange={(e) => setStart(e.currentTarget.value)} error={errors.startTime} />
            <TextInput label="End" type="time" required value={end} onChange={(e) => setEnd(e.currentTarget.value)} error={errors.endTime} />
          </Group>
          <Group grow>
            <NumberInput label="Expected waypoints" min={0} value={waypoints} onChange={(v) => setWaypoints(Number(v) || 0)} error={errors.expectedWaypoints} />
            <NumberInput label="Expected km" min={0} value={km} onChange={(v) => setKm(Number(v) || 0)} error={errors.expectedKm} />
          </Group>
          <Select
            label="Usual courier"
            searchable
            clearable
            placeholder="None: the mission is skipped when a week is applied"
            data={workerOptions}
            value={workerId}
            onChange={setWorkerId}
            error={errors.workerId}
            limit={100}
          />
          <Textarea label="Comment" value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={2} />
          {update.error && (
            <Alert color="red" role="alert" title="Not saved">
              {errorMessage(update.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </PageLayout>
  );
}
