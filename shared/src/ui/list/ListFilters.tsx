import { useEffect, useId, useRef, useState } from 'react';
import { SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ACTIVITY_STATUS_FILTERS, type ActivityStatusFilter } from '../../contract';
import { useSharedT } from '../../i18n/createAreaI18n';

/** "Activity status": Active, Inactive or All, as a segmented control or a select. */
export function ActivityStatusControl({
  value,
  onChange,
  variant = 'segmented',
}: {
  value: ActivityStatusFilter;
  onChange: (status: ActivityStatusFilter) => void;
  variant?: 'segmented' | 'select';
}) {
  const t = useSharedT();
  const labelId = useId();
  const STATUS_OPTIONS = ACTIVITY_STATUS_FILTERS.map((status) => ({ value: status, label: t(`shared.list.status.${status}`) }));
  if (variant === 'select')
    return (
      <Select
        label={t('shared.list.status')}
        data={STATUS_OPTIONS}
        allowDeselect={false}
        value={value}
        onChange={(v) => onChange((v ?? 'active') as ActivityStatusFilter)}
        w={160}
      />
    );
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        {t('shared.list.status')}
      </Text>
      <SegmentedControl
        value={value}
        onChange={(v) => onChange(v as ActivityStatusFilter)}
        data={STATUS_OPTIONS}
      />
    </div>
  );
}

/**
 * A list's search asks once typing pauses this long: results are wanted within 200 ms of the
 * last key, and a list answers in a few tens of ms.
 */
export const LIST_SEARCH_DEBOUNCE_MS = 120;

/**
 * "Search": the text goes to the list (`onSearch`, trimmed) once the typing pauses, or at once
 * on Enter; a search changed from outside (a link, "Clear filters") shows in the box.
 */
export function ListSearchInput({
  value,
  onSearch,
  placeholder,
  width = 320,
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder?: string;
  width?: number;
}) {
  const t = useSharedT();
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), LIST_SEARCH_DEBOUNCE_MS);

  // The address changed from outside: the box follows it.
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }

  const lastDebounced = useRef(debounced);
  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    if (debounced !== value) onSearch(debounced);
  }, [debounced, value, onSearch]);

  return (
    <TextInput
      type="search"
      label={t('shared.list.search')}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && text.trim() !== value) onSearch(text.trim());
      }}
      w={width}
    />
  );
}
