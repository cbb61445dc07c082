import { Alert, Table, Text, VisuallyHidden } from '@mantine/core';
import { useErrorMessage } from '@courier/shared';
import { useDeleteMission } from '../api';
import type { ShiftDetail } from '../types';
import { AddMissionForm } from './AddMissionForm';
import { MissionRow } from './MissionRow';
import { useT } from '../../../i18n';

/** The missions of a shift: each one edited or deleted in its row, and a form to add one. */
export function ShiftMissions({ shift }: { shift: ShiftDetail }) {
  const t = useT();
  const describe = useErrorMessage();
  const deleteMission = useDeleteMission();
  return (
    <>
      {shift.missions.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('mission.none')}
        </Text>
      ) : (
        <Table aria-label={t('mission.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('mission.name')}</Table.Th>
              <Table.Th>{t('mission.waypoints')}</Table.Th>
              <Table.Th>{t('mission.km')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('mission.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shift.missions.map((m) => (
              <MissionRow
                key={`${m.id}-${m.version}`}
                mission={m}
                onDelete={() => deleteMission.mutate({ missionId: m.id })}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {deleteMission.error && (
        <Alert color="red" role="alert" title={t('mission.notDeleted')}>
          {describe(deleteMission.error)}
        </Alert>
      )}
      <AddMissionForm shiftId={shift.id} />
    </>
  );
}
