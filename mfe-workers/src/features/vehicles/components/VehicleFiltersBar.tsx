import { Button, Checkbox, MultiSelect } from '@mantine/core';
import type { RefOption, VehicleReferences } from '../hooks/useVehicleReferences';
import type { VehicleIdFilter, VehicleListFilters } from '../types';
import { useT, type MessageId } from '../../../i18n';

const FILTERS: { key: VehicleIdFilter; label: MessageId; options: (r: VehicleReferences) => RefOption[] }[] = [
  { key: 'typeIds', label: 'vehicles.field.type', options: (r) => r.types },
  { key: 'stateIds', label: 'vehicles.field.state', options: (r) => r.states },
  { key: 'contractIds', label: 'vehicles.field.contract', options: (r) => r.contracts },
  { key: 'brandIds', label: 'vehicles.field.brand', options: (r) => r.brands },
  { key: 'modelIds', label: 'vehicles.field.model', options: (r) => r.models },
  { key: 'fleetManagerIds', label: 'vehicles.field.fleetManager', options: (r) => r.fleetManagers },
  { key: 'supplierIds', label: 'vehicles.field.supplier', options: (r) => r.suppliers },
];

/** The vehicles' own filters (after the list's status and search): one multi-select per reference list. */
export function VehicleFiltersBar({
  filters,
  refs,
  onChange,
  onReset,
}: {
  filters: VehicleListFilters;
  refs: VehicleReferences;
  onChange: (patch: Partial<VehicleListFilters>) => void;
  onReset: () => void;
}) {
  const t = useT();
  return (
    <>
      {FILTERS.map((f) => (
        <MultiSelect
          key={f.key}
          label={t(f.label)}
          data={f.options(refs)}
          searchable
          clearable
          placeholder={filters[f.key].length === 0 ? t('vehicles.filter.any') : undefined}
          value={filters[f.key].map(String)}
          onChange={(values) => onChange({ [f.key]: values.map(Number) })}
          w={200}
        />
      ))}
      <Checkbox
        label={t('vehicles.filter.endingSoon')}
        checked={filters.contractEndingSoon}
        onChange={(e) => onChange({ contractEndingSoon: e.currentTarget.checked })}
        mb={8}
      />
      <Button variant="subtle" size="xs" onClick={onReset} mb={4}>
        {t('vehicles.list.clearFilters')}
      </Button>
    </>
  );
}
