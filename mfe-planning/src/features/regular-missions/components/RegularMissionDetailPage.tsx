import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, Checkbox, Group, NumberInput, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { ErrorState, LoadingState, PageLayout, api, isApiError, useErrorMessage, useReferenceList } from '@courier/shared';
import { useT } from '../../../i18n';
import { TimeField } from '../../../lib/TimeField';
import { useRegularMission, useUpdateRegularMission, type RegularMission } from '../api';
import { useRegularMissionsParams } from '../hooks/useRegularMissionsParams';
import { WEEKDAY_NUMBERS, weekdayId } from '../utils/week';
import { announce } from '../../../i18n/notify';

/** /regularMissions/{regularMissionId}: the mission, its edit form and the active toggle. */
export function RegularMissionDetailPage() {
  const { regularMissionId } = useRegularMissionsParams();
  const mission = useRegularMission(regularMissionId);
  const t = useT();
  if (mission.isPending || mission.isError)
    return (
      <PageLayout
        title={t('regularMissions.detail.title', { id: regularMissionId })}
        description={
          <Anchor component={Link} to="/regularMissions">
            {t('regularMissions.detail.back')}
          </Anchor>
        }
      >
        {mission.isPending ? (
          <LoadingState label={t('regularMissions.detail.loading')} />
        ) : isApiError(mission.error) && mission.error.status === 404 ? (
          <ErrorState title={t('regularMissions.detail.notFound')} error={mission.error} />
        ) : (
          <ErrorState error={mission.error} onRetry={() => void mission.refetch()} />
        )}
      </PageLayout>
    );
  return <MissionEditor key={mission.data.version} mission={mission.data} />;
}

function MissionEditor({ mission }: { mission: RegularMission }) {
  const t = useT();
  const describe = useErrorMessage();
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
      description={
        <Anchor component={Link} to="/regularMissions">
          {t('regularMissions.detail.back')}
        </Anchor>
      }
      actions={
        <Switch
          label={t(mission.isActive ? 'regularMissions.status.active' : 'regularMissions.status.inactive')}
          checked={mission.isActive}
          disabled={update.isPending}
          onChange={() =>
            update.mutate(
              { id: mission.id, version: mission.version, toggle: true },
              {
                onSuccess: (m) =>
                  announce(m.isActive ? 'regularMissions.detail.switchedOn' : 'regularMissions.detail.switchedOff'),
              },
            )
          }
        />
      }
    >
      <form
        noValidate
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
            { onSuccess: () => announce('regularMissions.detail.saved') },
          );
        }}
      >
        <Stack gap="sm" maw={640}>
          <TextInput label={t('regularMissions.field.name')} withAsterisk value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
          <Checkbox.Group label={t('regularMissions.field.weekdays')} value={weekdays} onChange={setWeekdays} error={errors.weekdays} withAsterisk>
            <Group mt={4}>
              {WEEKDAY_NUMBERS.map((d) => (
                <Checkbox key={d} value={String(d)} label={t(weekdayId(d))} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group grow>
            <TimeField label={t('regularMissions.field.start')} withAsterisk value={start} onChange={setStart} error={errors.startTime} />
            <TimeField label={t('regularMissions.field.end')} withAsterisk value={end} onChange={setEnd} error={errors.endTime} />
          </Group>
          <Group grow>
            <NumberInput label={t('regularMissions.field.waypoints')} min={0} value={waypoints} onChange={(v) => setWaypoints(Number(v) || 0)} error={errors.expectedWaypoints} />
            <NumberInput label={t('regularMissions.field.km')} min={0} value={km} onChange={(v) => setKm(Number(v) || 0)} error={errors.expectedKm} />
          </Group>
          <Select
            label={t('regularMissions.field.courier')}
            searchable
            clearable
            placeholder={t('regularMissions.field.noCourier')}
            data={workerOptions}
            value={workerId}
            onChange={setWorkerId}
            error={errors.workerId}
            limit={100}
          />
          <Textarea label={t('regularMissions.field.comment')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={2} />
          {update.error && (
            <Alert color="red" role="alert" title={t('common.notSaved')}>
              {describe(update.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageLayout>
  );
}
