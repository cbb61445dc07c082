import { Button, Checkbox, Select, TextInput } from '@mantine/core';
import { api, FilterChip, useFormat, useReferenceList } from '@courier/shared';
import type { RecoveryFilters } from '../types';
import { useT } from '../../../i18n';

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
  const t = useT();
  const f = useFormat();
  const dueLabel = t('recovery.filters.remindersDue');
  const sinceLabel = filters.inRecoverySince ? t('recovery.filters.inRecoverySince', { date: f.date(filters.inRecoverySince) }) : '';
  const agencies = useReferenceList(api.reference.getAgencies, { activityStatus: 'all' });
  const salesAgents = useReferenceList(api.settings.getSalesAgents, { activityStatus: 'all' });
  const options = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <>
      <Select
        label={t('recovery.filters.agency')}
        placeholder={t('recovery.filters.any')}
        data={options(agencies.data)}
        disabled={!agencies.data}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('recovery.filters.clearAgency') }}
        value={filters.agencyId === null ? null : String(filters.agencyId)}
        onChange={(v) => onChange({ agencyId: v ? Number(v) : null })}
        w={180}
      />
      <Select
        label={t('recovery.filters.salesAgent')}
        placeholder={t('recovery.filters.any')}
        data={options(salesAgents.data)}
        disabled={!salesAgents.data}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('recovery.filters.clearSalesAgent') }}
        value={filters.salesAgentId === null ? null : String(filters.salesAgentId)}
        onChange={(v) => onChange({ salesAgentId: v ? Number(v) : null })}
        w={180}
      />
      <TextInput
        label={t('recovery.filters.minOverdue')}
        placeholder={t('recovery.filters.minOverduePlaceholder')}
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
        label={t('recovery.filters.onlyOverdue')}
        checked={filters.onlyOverdue}
        onChange={(e) => onChange({ onlyOverdue: e.currentTarget.checked })}
        mb={8}
      />
      {/* Filters a link sets (the Today page's), with no control of their own: chips that clear them. */}
      {filters.remindersDue && (
        <FilterChip
          label={dueLabel}
          clearLabel={t('recovery.filters.clear', { filter: dueLabel })}
          onClear={() => onChange({ remindersDue: false })}
        />
      )}
      {filters.inRecoverySince && (
        <FilterChip
          label={sinceLabel}
          clearLabel={t('recovery.filters.clear', { filter: sinceLabel })}
          onClear={() => onChange({ inRecoverySince: '' })}
        />
      )}
      <Button variant="subtle" onClick={onReset}>
        {t('recovery.filters.reset')}
      </Button>
    </>
  );
}
