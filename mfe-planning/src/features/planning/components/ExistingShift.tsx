import { useState } from 'react';
import { ErrorState, LoadingState } from '@courier/shared';
import { useShift } from '../api';
import { ShiftEditor, type ShiftTab } from './ShiftEditor';
import { useT } from '../../../i18n';

/** A planned shift, loaded by id; its editor starts again from each version the server answers. */
export function ExistingShift({ shiftId, onDeleted }: { shiftId: number; onDeleted: () => void }) {
  const t = useT();
  const shift = useShift({ shiftId });
  const [tab, setTab] = useState<ShiftTab>('details');
  if (shift.isPending) return <LoadingState label={t('panel.loadingShift')} />;
  if (shift.isError) return <ErrorState error={shift.error} onRetry={() => void shift.refetch()} />;
  return (
    <ShiftEditor key={shift.data.version} shift={shift.data} onDeleted={onDeleted} tab={tab} onTab={setTab} />
  );
}
