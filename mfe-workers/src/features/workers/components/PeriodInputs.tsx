import { Group } from '@mantine/core';
import { DateField, parseDay } from '@courier/shared';
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
      <DateField
        id={`${idPrefix}-from`}
        label={t('workers.period.from')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DateField
        id={`${idPrefix}-to`}
        label={t('workers.period.to')}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        error={error || undefined}
      />
    </Group>
  );
}

/** Null when the period is usable, else why not (both dates, in order, at most `maxDays`). */
export function periodError(p: Period, maxDays?: number): string | null {
  if (!parseDay(p.from) || !parseDay(p.to)) return translate('workers.period.bothDates');
  if (p.to < p.from) return translate('workers.period.reversed');
  if (maxDays) {
    const days = (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 + 1;
    if (days > maxDays) return translate('workers.period.tooLong', { max: maxDays });
  }
  return null;
}
