import { memo, useMemo } from 'react';
import { MultiSelect } from '@mantine/core';

interface ClientsFilterProps {
  label: string;
  placeholder: string;
  clients: readonly { id: number; name: string }[];
  value: readonly number[];
  onChange: (ids: string[]) => void;
  /** Said when the picker is first used: the page asks for the clients only then. */
  onWanted: () => void;
  /** The clients are on their way (the picker says so instead of "none"). */
  loading: boolean;
  loadingLabel: string;
  noneLabel: string;
}

/**
 * The board's client filter. Memoized with its options: the UI kit checks every option of a
 * picker at each render, and the large seed offers 20,000 clients, so re-rendering it with each
 * answer the page receives took ~140 ms of a cold planning page on a slow machine. For the same
 * reason (a 1.4 MB answer) the list is asked for only once the picker is focused or opened.
 */
export const ClientsFilter = memo(function ClientsFilter({
  label,
  placeholder,
  clients,
  value,
  onChange,
  onWanted,
  loading,
  loadingLabel,
  noneLabel,
}: ClientsFilterProps) {
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
      onFocus={onWanted}
      onDropdownOpen={onWanted}
      nothingFoundMessage={loading ? loadingLabel : noneLabel}
      clearable
      w={260}
    />
  );
});
