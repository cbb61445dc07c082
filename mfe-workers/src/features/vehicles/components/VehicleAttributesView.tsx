import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormat } from '@courier/shared';
import { useT, type MessageId } from '../../../i18n';
import type { VehicleDetail } from '../types';

/** One attribute: its label above its value ("—" when none). */
function Attribute({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** A vehicle's attributes as read (the page is read-only until "Edit"). */
export function VehicleAttributesView({ vehicle: v }: { vehicle: VehicleDetail }) {
  const t = useT();
  const format = useFormat();
  const rows: [MessageId, string | null | undefined][] = [
    ['vehicles.field.shortCode', v.shortCode],
    ['vehicles.field.plate', v.plate],
    ['vehicles.field.type', v.type.name],
    ['vehicles.field.state', v.state?.name],
    ['vehicles.field.contract', v.contract?.name],
    ['vehicles.field.contractEndDate', v.contractEndDate && format.date(v.contractEndDate)],
    ['vehicles.field.brand', v.brand?.name],
    ['vehicles.field.model', v.model?.name],
    ['vehicles.field.fleetManager', v.fleetManager?.name],
    ['vehicles.field.supplier', v.supplier?.name],
    ['vehicles.field.analyticAccount', v.analyticAccount?.name],
    ['vehicles.field.firstRegistration', v.firstRegistrationOn && format.date(v.firstRegistrationOn)],
    ['vehicles.field.mileage', v.mileageKm === null ? null : format.number(v.mileageKm)],
    [
      'vehicles.field.activityStatus',
      t(v.activityStatus === 'active' ? 'vehicles.status.active' : 'vehicles.status.inactive'),
    ],
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Attribute key={label} label={t(label)} value={value} />
        ))}
      </SimpleGrid>
      <dl style={{ margin: 0 }}>
        <Attribute label={t('vehicles.field.note')} value={v.comment} />
      </dl>
    </Stack>
  );
}
