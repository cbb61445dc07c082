import { useEffect, useId, useRef, useState } from 'react';
import { SegmentedControl, Select, Text, TextInput } from '@mantine/core';
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
 * The list asks once typing pauses this long (a burst of keys is one call). Asking on the first
 * key at once sent a broad one-letter search whose call and render delayed the real one.
 */
export const LIST_SEARCH_BURST_MS = 60;

/**
 * "Search": the text goes to the list (`onSearch`, trimmed) once typing pauses 60 ms (results
 * are wanted within 200 ms of the last key; the former 120 ms pause was more than half of it),
 * or at once on Enter. The list's query
 * cancels the previous text's call and keeps its rows shown meanwhile. A search changed from
 * outside (a link, "Clear filters", back) shows in the box; the address catching up with what
 * was typed (it lags a key or two behind) never rewrites the box.
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
  // The texts sent and not yet back from the address, oldest first.
  const sent = useRef<string[]>([]);
  const address = useRef(value);
  const burstEnd = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    address.current = value;
    const echo = sent.current.indexOf(value);
    if (echo >= 0) {
      sent.current = sent.current.slice(echo + 1);
      return;
    }
    // The address changed from outside: the box follows it.
    sent.current = [];
    setText((shown) => (shown.trim() === value ? shown : value));
  }, [value]);
  useEffect(() => () => clearTimeout(burstEnd.current), []);

  const send = (q: string) => {
    clearTimeout(burstEnd.current);
    if (q === (sent.current.at(-1) ?? address.current)) return;
    sent.current = [...sent.current, q];
    onSearch(q);
  };
  const typed = (q: string) => {
    clearTimeout(burstEnd.current);
    burstEnd.current = setTimeout(() => send(q), LIST_SEARCH_BURST_MS);
  };

  return (
    <TextInput
      type="search"
      label={t('shared.list.search')}
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        typed(e.currentTarget.value.trim());
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') send(text.trim());
      }}
      w={width}
    />
  );
}
