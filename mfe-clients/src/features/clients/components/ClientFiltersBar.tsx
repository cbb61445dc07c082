import { memo } from 'react';
import { Button, MultiSelect, TextInput } from '@mantine/core';
import type { api, ResponseOf } from '@courier/shared';
import { useT } from '../../../i18n';
import type { ClientIdFilter, ClientListFilters } from '../types';

type Lists = ResponseOf<typeof api.clients.getInvoiceConfigurationLists>;
const FILTERS: {
  key: ClientIdFilter;
  label:
    | 'clients.filter.clientGroup'
    | 'clients.filter.clientGroup2'
    | 'clients.filter.agency'
    | 'clients.filter.salesAgent'
    | 'clients.filter.paymentMethod';
  options: (l: Lists) => { id: number; name: string }[];
}[] = [
  { key: 'clientGroups', label: 'clients.filter.clientGroup', options: (l) => l.clientGroups },
  { key: 'clientGroups2', label: 'clients.filter.clientGroup2', options: (l) => l.clientGroups2 },
  { key: 'agencies', label: 'clients.filter.agency', options: (l) => l.agencies },
  { key: 'salesAgents', label: 'clients.filter.salesAgent', options: (l) => l.salesAgents },
  { key: 'paymentMethods', label: 'clients.filter.paymentMethod', options: (l) => l.paymentMethods },
];

/**
 * The client list's own filters (after activity status and search): five multi-selects and the
 * business code. Memoized: a new page of clients does not draw the five pickers again.
 */
export const ClientFiltersBar = memo(function ClientFiltersBar({
  filters,
  lists,
  onChange,
  onReset,
}: {
  filters: ClientListFilters;
  lists: Lists | undefined;
  onChange: (patch: Partial<ClientListFilters>) => void;
  onReset: () => void;
}) {
  const t = useT();
  return (
    <>
      {FILTERS.map((f) => (
        <MultiSelect
          key={f.key}
          label={t(f.label)}
          data={lists ? f.options(lists).map((o) => ({ value: String(o.id), label: o.name })) : []}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('clients.filter.clear', { filter: t(f.label).toLowerCase() }) }}
          disabled={!lists}
          placeholder={filters[f.key].length === 0 ? t('clients.filter.any') : undefined}
          value={filters[f.key].map(String)}
          onChange={(values) => onChange({ [f.key]: values.map(Number) })}
          w={190}
        />
      ))}
      <TextInput
        label={t('clients.filter.businessCode')}
        placeholder={t('clients.filter.startsWith')}
        defaultValue={filters.businessCode}
        key={filters.businessCode}
        onBlur={(e) => {
          const v = e.currentTarget.value.trim();
          if (v !== filters.businessCode) onChange({ businessCode: v });
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange({ businessCode: e.currentTarget.value.trim() });
        }}
        w={150}
      />
      <Button variant="subtle" size="xs" onClick={onReset} mb={4}>
        {t('clients.filter.reset')}
      </Button>
    </>
  );
});
