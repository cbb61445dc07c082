import { Button, Checkbox, Select, TextInput } from '@mantine/core';
import { api, useReferenceList } from '@courier/shared';
import type { RecoveryFilters } from '../types';

/** The summary's own filters (after the search): agency, sales agent, minimum overdue, only clients with something overdue. */
export function RecoveryFiltersBar({
  filters,
  onChange,
  onReset,
}: {
  filters: RecoveryFilters;
  onChange: (patch: Partial<RecoveryFilters>) => void;
  onReset: () => void;
}) {
  const agencies = useReferenceList(api.reference.getAgencies, { activityStatus: 'all' });
  const salesAgents = useReferenceList(api.settings.getSalesAgents, { activityStatus: 'all' });
  const options = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <>
      <Select
        label="Agency"
        placeholder="Any"
        data={options(agencies.data)}
        disabled={!agencies.data}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Clear agency' }}
        value={filters.agencyId === null ? null : String(filters.agencyId)}
        onChange={(v) => onChange({ agencyId: v ? Number(v) : null })}
        w={180}
      />
      <Select
        label="Sales agent"
        placeholder="Any"
        data={options(salesAgents.data)}
        disabled={!salesAgents.data}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Clear sales agent' }}
        value={filters.salesAgentId === null ? null : String(filters.salesAgentId)}
        onChange={(v) => onChange({ salesAgentId: v ? Number(v) : null })}
        w={180}
      />
      <TextInput
        label="Minimum overdue (€)"
        placeholder="0.00"
        inputMode="decimal"
        defaultValue={filters.minOverdue}
        key={filters.minOverdue}
        onBlur={(e) => {
          const v = e.currentTarget.value.trim();
          if (v !== filters.minOverdue) onChange({ minOverdue: v });
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange({ minOverdue: e.currentTarget.value.trim() });
        }}
        w={160}
      />
      <Checkbox
        label="Only clients with overdue"
        checked={filters.onlyOverdue}
        onChange={(e) => onChange({ onlyOverdue: e.currentTarget.checked })}
        mb={8}
      />
      <Button variant="subtle" onClick={onReset}>
        Reset filters
      </Button>
    </>
  );
}
