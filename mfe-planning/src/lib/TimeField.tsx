import { TextInput, type TextInputProps } from '@mantine/core';
import { useT } from '../i18n';

/** `9:5`, `930`, `9h30`, `09.30` → `09:30`; anything else is left as typed for the form to flag. */
export function normaliseClock(text: string): string {
  const m = /^\s*(\d{1,2})\s*[:hH.]?\s*(\d{2})\s*$/.exec(text);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return text;
  return `${m[1].padStart(2, '0')}:${m[2]}`;
}

export type TimeFieldProps = Omit<TextInputProps, 'onChange' | 'value' | 'type'> & {
  value?: string;
  /** The text as typed, tidied to `HH:MM` when the field is left. */
  onChange: (value: string) => void;
};

/**
 * A time of day on the 24-hour clock, typed as `HH:MM` in every language and browser (a
 * browser's own time input shows AM/PM to English-speaking browsers).
 */
export function TimeField({ value = '', onChange, onBlur, ...props }: TimeFieldProps) {
  const t = useT();
  return (
    <TextInput
      placeholder={t('common.time.placeholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        const tidy = normaliseClock(e.currentTarget.value);
        if (tidy !== e.currentTarget.value) onChange(tidy);
        onBlur?.(e);
      }}
    />
  );
}
