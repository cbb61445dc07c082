import { useState } from 'react';
import { Button, Group, Table } from '@mantine/core';
import type { ShiftMission } from '../types';
import { MissionEditRow } from './MissionEditRow';

/** A mission of the shift: shown, or edited in place. */
export function MissionRow({ mission, onDelete }: { mission: ShiftMission; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <MissionEditRow mission={mission} onCancel={() => setEditing(false)} />;
  return (
    <Table.Tr>
      <Table.Td>{mission.name}</Table.Td>
      <Table.Td>{mission.waypoints}</Table.Td>
      <Table.Td>{mission.km}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            aria-label={`Edit mission ${mission.name}`}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={`Delete mission ${mission.name}`}
            onClick={() => {
              if (window.confirm(`Delete the mission "${mission.name}"?`)) onDelete();
            }}
          >
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
