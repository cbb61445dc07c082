import { useState } from 'react';
import { Button, Checkbox, Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { RefOption, VehicleReferences } from '../hooks/useVehicleReferences';
import type { IdFilter } from '../hooks/useVehicleFilters';
import type { VehicleFilters } from '../types';
import type { ActivityStatusFilter } from '@courier/shared';

const FILTERS: { key: IdFilter; label: string; options: (r: VehicleReferences) => RefOption[] }[] = [
  { key: 'typeIds', label: 'Type', options: (r) => r.types },
  { key: 'stateIds', label: 'State', options: (r) => r.states },
  { key: 'contractIds', label: 'Contract', options: (r) => r.contracts },
  { key: 'brandIds', label: 'Brand', options: (r) => r.brands },
  { key: 'modelIds', label: 'Model', options: (r) => r.models },
  { key: 'fleetManagerIds', label: 'Fleet manager', options: (r) => r.fleetManagers },
  { key: 'supplierIds', label: 'Supplier', options: (r) => r.suppliers },
];

/** Search, activity status and one multi-select per reference list. */
export function VehicleFiltersBar({
  filters,
  refs,
  onChange,
  onReset,
}: {
  filters: VehicleFilters;
  refs: VehicleReferences;
  onChange: (patch: Partial<VehicleFilters>) => void;
  onReset: () => void;
}) {
  const [search, setSearch] = useState(filters.search);
  const pushSearch = useDebouncedCallback((value: string) => onChange({ search: value }), 300);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" role="search" aria-label="Vehicle filters">
      <TextInput
        label="Search"
        placeholder="Short code or plate"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          pushSearch(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange({ search });
        }}
      />
      <Select
        label="Activity status"
        data={[
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
          { value: 'all', label: 'All' },
        ]}
        allowDeselect={false}
        value={filters.activityStatus}
        onChange={(v) => onChange({ activityStatus: (v ?? 'active') as ActivityStatusFilter })}
      />
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
        />
      ))}
      <Group align="flex-end" justify="space-between">
        <Checkbox
          label="Contract ending within 30 days"
          checked={filters.contractEndingSoon}
          onChange={(e) => onChange({ contractEndingSoon: e.currentTarget.checked })}
        />
        <Button
          variant="subtle"
          size="xs"
          onClick={() => {
            setSearch('');
            onReset();
          }}
        >
          Clear filters
        </Button>
      </Group>
    </SimpleGrid>
  );
}
