import { memo, useMemo } from 'react';
import { MultiSelect } from '@mantine/core';

interface ClientsFilterProps {
  label: string;
  placeholder: string;
  clients: readonly { id: number; name: string }[];
  value: readonly number[];
  onChange: (ids: string[]) => void;
}

/**
 * The board's client filter. Memoized with its options: the UI kit checks every option of a
 * picker at each render, and the large seed offers 20,000 clients, so re-rendering it with each
 * answer the page receives took ~140 ms of a cold planning page on a slow machine.
 */
export const ClientsFilter = memo(function ClientsFilter({ label, placeholder, clients, value, onChange }: ClientsFilterProps) {
  const data = useMemo(() => clients.map((c) => ({ value: String(c.id), label: c.name })), [clients]);
  const chosen = useMemo(() => value.map(String), [value]);
  return (
    <MultiSelect
      label={label}
      placeholder={placeholder}
      searchable
      limit={100}
      data={data}
      value={chosen}
      onChange={onChange}
      clearable
      w={260}
    />
  );
});
