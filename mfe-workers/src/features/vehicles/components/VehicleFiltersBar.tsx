import { Button, Checkbox, MultiSelect } from '@mantine/core';
import type { RefOption, VehicleReferences } from '../hooks/useVehicleReferences';
import type { VehicleIdFilter, VehicleListFilters } from '../types';

const FILTERS: { key: VehicleIdFilter; label: string; options: (r: VehicleReferences) => RefOption[] }[] = [
  { key: 'typeIds', label: 'Type', options: (r) => r.types },
  { key: 'stateIds', label: 'State', options: (r) => r.states },
  { key: 'contractIds', label: 'Contract', options: (r) => r.contracts },
  { key: 'brandIds', label: 'Brand', options: (r) => r.brands },
  { key: 'modelIds', label: 'Model', options: (r) => r.models },
  { key: 'fleetManagerIds', label: 'Fleet manager', options: (r) => r.fleetManagers },
  { key: 'supplierIds', label: 'Supplier', options: (r) => r.suppliers },
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
  return (
    <>
      {FILTERS.map((f) => (
        <MultiSelect
          key={f.key}
          label={f.label}
          data={f.options(refs)}
          searchable
          clearable
          placeholder={filters[f.key].length === 0 ? 'Any' : undefined}
          value={filters[f.key].map(String)}
          onChange={(values) => onChange({ [f.key]: values.map(Number) })}
          w={200}
        />
      ))}
      <Checkbox
        label="Contract ending within 30 days"
        checked={filters.contractEndingSoon}
        onChange={(e) => onChange({ contractEndingSoon: e.currentTarget.checked })}
        mb={8}
      />
      <Button variant="subtle" size="xs" onClick={onReset} mb={4}>
        Clear filters
      </Button>
    </>
  );
}
