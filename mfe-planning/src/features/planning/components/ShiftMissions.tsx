import { Alert, Table, Text, VisuallyHidden } from '@mantine/core';
import { errorMessage } from '@courier/shared';
import { useDeleteMission } from '../api';
import type { ShiftDetail } from '../types';
import { AddMissionForm } from './AddMissionForm';
import { MissionRow } from './MissionRow';

/** The missions of a shift: each one edited or deleted in its row, and a form to add one. */
export function ShiftMissions({ shift }: { shift: ShiftDetail }) {
  const deleteMission = useDeleteMission();
  return (
    <>
      {shift.missions.length === 0 ? (
        <Text c="dimmed" size="sm">
          No mission yet.
        </Text>
      ) : (
        <Table aria-label="Missions of the shift">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Waypoints</Table.Th>
              <Table.Th>Km</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
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
        <Alert color="red" role="alert" title="The mission was not deleted">
          {errorMessage(deleteMission.error)}
        </Alert>
      )}
      <AddMissionForm shiftId={shift.id} />
    </>
  );
}
