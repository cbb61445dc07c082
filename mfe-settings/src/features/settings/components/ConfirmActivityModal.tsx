import { useState } from 'react';
import { Text } from '@mantine/core';
import { ConfirmDialog, notifySuccess, useErrorMessage } from '@courier/shared';
import { useT } from '../../../i18n';
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
  const t = useT();
  const describeError = useErrorMessage();
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
      notifySuccess(t('settings.activity.done', { name, next }));
      onClose();
    } catch (e) {
      setError(describeError(e));
    }
  };
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      title={t('settings.activity.title', { name, next })}
      confirmLabel={t('settings.activity.confirm', { next })}
      color={next === 'inactive' ? 'red' : undefined}
      onConfirm={() => void confirm()}
      busy={save.isPending}
      problem={error}
    >
      <Text size="sm">
        {next === 'inactive'
          ? row.inUse > 0
            ? t('settings.activity.inUse', { count: row.inUse })
            : t('settings.activity.unused')
          : t('settings.activity.again')}
      </Text>
    </ConfirmDialog>
  );
}
