import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { MONTH_PATTERN } from '../utils/month';
import { useT } from '../../../i18n';

/** A month picker: a typed month is taken once it is a whole month. */
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
  const [typed, setTyped] = useState(month);
  return (
    <TextInput
      type="month"
      label={label ?? t('billing.month.label')}
      value={typed}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setTyped(v);
        if (MONTH_PATTERN.test(v)) onMonth(v);
      }}
      error={typed && !MONTH_PATTERN.test(typed) ? t('billing.month.invalid') : undefined}
    />
  );
}
