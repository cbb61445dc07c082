import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useT } from '../../../i18n';
import { useClientOptions } from '../api';

/** A client chosen by searching its code or name (the first 50 matches); `current` keeps the chosen one listed. */
export function ClientPicker({
  label,
  value,
  onChange,
  current,
  required,
  error,
  placeholder,
}: {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  current?: { id: number; name: string; businessCode?: string } | null;
  required?: boolean;
  error?: React.ReactNode;
  placeholder?: string;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const options = useClientOptions(debounced);
  const data = (options.data ?? []).map((c) => ({
    value: String(c.clientId),
    label: `${c.businessCode} · ${c.name}`,
  }));
  if (current && !data.some((d) => d.value === String(current.id)))
    data.unshift({
      value: String(current.id),
      label: current.businessCode ? `${current.businessCode} · ${current.name}` : current.name,
    });
  return (
    <Select
      label={label}
      withAsterisk={required}
      error={error}
      placeholder={placeholder ?? t('cfrUsers.picker.placeholder')}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('cfrUsers.picker.clear', { label }) }}
      filter={({ options: o }) => o}
      nothingFoundMessage={options.isFetching ? t('cfrUsers.picker.searching') : t('cfrUsers.picker.noMatch')}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      onSearchChange={setSearch}
      w={300}
    />
  );
}
