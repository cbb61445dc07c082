import { SimpleGrid, Stack, Text } from '@mantine/core';
import { EntityLink, useFormat } from '@courier/shared';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import type { RegularMission } from '../api';
import { weekdayId } from '../utils/week';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

/** A regular mission as read before "Edit": its client and courier link to their pages when the roles allow it. */
export function RegularMissionView({ mission }: { mission: RegularMission }) {
  const t = useT();
  const f = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} maw={640}>
      <Field label={t('regularMissions.column.client')}>
        <EntityLink kind="client" id={mission.client.id}>
          {mission.client.name}
        </EntityLink>
      </Field>
      <Field label={t('regularMissions.field.name')}>{mission.name}</Field>
      <Field label={t('regularMissions.field.weekdays')}>
        {mission.weekdays.map((d) => t(weekdayId(d))).join(', ')}
      </Field>
      <Field label={t('regularMissions.column.times')}>
        {t('regularMissions.detail.times', {
          start: f.clock(mission.startTime),
          end: f.clock(mission.endTime),
        })}
      </Field>
      <Field label={t('regularMissions.field.waypoints')}>{f.number(mission.expectedWaypoints)}</Field>
      <Field label={t('regularMissions.field.km')}>{f.number(mission.expectedKm)}</Field>
      <Field label={t('regularMissions.field.courier')}>
        {mission.worker ? (
          <EntityLink kind="worker" code={mission.worker.shortCode}>
            {t('regularMissions.detail.courier', {
              code: mission.worker.shortCode,
              name: mission.worker.name,
            })}
          </EntityLink>
        ) : (
          t('regularMissions.field.noCourier')
        )}
      </Field>
      <Field label={t('regularMissions.field.comment')}>{mission.comment || '—'}</Field>
    </SimpleGrid>
  );
}
