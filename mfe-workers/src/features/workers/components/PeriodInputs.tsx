import { Group, TextInput } from '@mantine/core';

export interface Period {
  from: string;
  to: string;
}

/** Two date inputs ("From", "To"); the error names what is wrong with the period. */
export function PeriodInputs({
  value,
  onChange,
  error,
  idPrefix,
}: {
  value: Period;
  onChange: (next: Period) => void;
  error?: string | null;
  idPrefix: string;
}) {
  return (
    <Group align="flex-start" gap="sm">
      <TextInput
        id={`${idPrefix}-from`}
        label="From"
        type="date"
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
      />
      <TextInput
        id={`${idPrefix}-to`}
        label="To"
        type="date"
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
        error={error || undefined}
      />
    </Group>
  );
}

/** Null when the period is usable, else why not (both dates, in order, at most `maxDays`). */
export function periodError(p: Period, maxDays?: number): string | null {
  if (!p.from || !p.to) return 'Choose both dates';
  if (p.to < p.from) return '"To" is before "From"';
  if (maxDays) {
    const days = (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 + 1;
    if (days > maxDays) return `At most ${maxDays} days`;
  }
  return null;
}
