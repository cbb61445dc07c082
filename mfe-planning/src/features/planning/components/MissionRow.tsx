import { useState } from 'react';
import { Button, Group, Table } from '@mantine/core';
import type { ShiftMission } from '../types';
import { MissionEditRow } from './MissionEditRow';
import { useT } from '../../../i18n';

/** A mission of the shift: shown, or edited in place. */
export function MissionRow({ mission, onDelete }: { mission: ShiftMission; onDelete: () => void }) {
  const t = useT();
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
            aria-label={t('mission.editOf', { name: mission.name })}
            onClick={() => setEditing(true)}
          >
            {t('common.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t('mission.deleteOf', { name: mission.name })}
            onClick={() => {
              if (window.confirm(t('mission.confirmDelete', { name: mission.name }))) onDelete();
            }}
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
