import { Badge } from '@mantine/core';
import dayjs from 'dayjs';
import { useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import { FULL_BADGE } from '../../../components/fullBadge';
import type { VehicleListRow } from '../types';

/** Flags a contract ending within 30 days (or already ended). */
export function ContractBadge({ vehicle }: { vehicle: Pick<VehicleListRow, 'contractEndingSoon' | 'contractEnded' | 'contractEndDate'> }) {
  const t = useT();
  const format = useFormat();
  const end = vehicle.contractEndDate ? format.date(vehicle.contractEndDate) : '';
  if (vehicle.contractEnded)
    return (
      <Badge color="gray" variant="light" styles={FULL_BADGE} title={t('vehicles.contract.endedOn', { date: end })}>
        {t('vehicles.contract.ended')}
      </Badge>
    );
  if (!vehicle.contractEndingSoon || !vehicle.contractEndDate) return null;
  const days = dayjs(vehicle.contractEndDate).startOf('day').diff(dayjs().startOf('day'), 'day');
  return (
    <Badge color="orange" variant="filled" styles={FULL_BADGE} title={t('vehicles.contract.endsOn', { date: end, days: Math.max(0, days) })}>
      {t('vehicles.contract.endsSoon')}
    </Badge>
  );
}
