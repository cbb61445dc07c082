import { Badge } from '@mantine/core';
import dayjs from 'dayjs';
import type { VehicleListRow } from '../types';

/** Flags a contract ending within 30 days (or already ended). */
export function ContractBadge({ vehicle }: { vehicle: Pick<VehicleListRow, 'contractEndingSoon' | 'contractEnded' | 'contractEndDate'> }) {
  if (vehicle.contractEnded)
    return (
      <Badge color="gray" variant="light" title={`Contract ended on ${vehicle.contractEndDate}`}>
        Contract ended
      </Badge>
    );
  if (!vehicle.contractEndingSoon || !vehicle.contractEndDate) return null;
  const days = dayjs(vehicle.contractEndDate).startOf('day').diff(dayjs().startOf('day'), 'day');
  return (
    <Badge
      color="orange"
      variant="filled"
      title={`Contract ends on ${vehicle.contractEndDate} (${days <= 0 ? 'today' : `in ${days} days`})`}
    >
      Contract ends soon
    </Badge>
  );
}
