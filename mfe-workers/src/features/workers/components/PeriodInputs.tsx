import { Group, TextInput } from '@mantine/core';
import { translate, useT } from '../../../i18n';

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
  const t = useT();
  return (
    <Group align="flex-start" gap="sm">
      <TextInput
        id={`${idPrefix}-from`}
        label={t('workers.period.from')}
        type="date"
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
      />
      <TextInput
        id={`${idPrefix}-to`}
        label={t('workers.period.to')}
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
  if (!p.from || !p.to) return translate('workers.period.bothDates');
  if (p.to < p.from) return translate('workers.period.reversed');
  if (maxDays) {
    const days = (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 + 1;
    if (days > maxDays) return translate('workers.period.tooLong', { max: maxDays });
  }
  return null;
}
