import { useState } from 'react';
import { Text } from '@mantine/core';
import { ConfirmDialog, errorMessage, notifySuccess } from '@courier/shared';
import { useSaveSettingsItem } from '../api/saveSettingsItem';
import type { ListDescription } from '../types';

type Row = { id: number; version: number; activityStatus: 'active' | 'inactive'; inUse: number };

/** "Make … inactive?": nothing is deleted; an item in use stays on the rows that use it. */
export function ConfirmActivityModal({
  description: d,
  row,
  onClose,
}: {
  description: ListDescription;
  row: Row;
  onClose: () => void;
}) {
  const save = useSaveSettingsItem();
  const [error, setError] = useState<string | null>(null);
  const next = row.activityStatus === 'active' ? 'inactive' : 'active';
  const name = d.label(row as never);
  const confirm = async () => {
    setError(null);
    try {
      await save.mutateAsync({
        endpoint: d.update,
        body: { id: row.id, version: row.version, activityStatus: next },
      });
      notifySuccess(`“${name}” is now ${next}.`);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      title={`Make “${name}” ${next}?`}
      confirmLabel={`Make ${next}`}
      color={next === 'inactive' ? 'red' : undefined}
      onConfirm={() => void confirm()}
      busy={save.isPending}
      problem={error}
    >
      <Text size="sm">
        {next === 'inactive'
          ? row.inUse > 0
            ? `It is in use (${row.inUse}): it stays on those, but is no longer offered for new ones. Nothing is deleted.`
            : 'It is no longer offered. Nothing is deleted; it can be made active again.'
          : 'It is offered again.'}
      </Text>
    </ConfirmDialog>
  );
}
