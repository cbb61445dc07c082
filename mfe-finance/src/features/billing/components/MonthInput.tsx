import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { useFormat } from '@courier/shared';
import { monthsAround } from '../utils/month';
import { useT } from '../../../i18n';

/**
 * A month chosen from a list written in the user's language ("October 2026"), newest first:
 * the same on every browser, unlike `<input type="month">` (a picker in the browser's own
 * locale, or a plain text box).
 */
export function MonthInput({
  month,
  onMonth,
  label,
}: {
  month: string;
  onMonth: (month: string) => void;
  label?: string;
}) {
  const t = useT();
  const f = useFormat();
  const data = useMemo(() => monthsAround(month).map((m) => ({ value: m, label: f.month(m) })), [month, f]);
  return (
    <Select
      label={label ?? t('billing.month.label')}
      data={data}
      value={month}
      onChange={(v) => v && onMonth(v)}
      allowDeselect={false}
      searchable
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
