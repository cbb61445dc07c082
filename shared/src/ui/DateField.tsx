import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useFormat } from '@courier/shared/core';
import { useSharedT } from '../i18n';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DAY = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/;

/** `06/04/2026`, `6/4/2026` or `2026-04-06` → `2026-04-06`; null for anything that is not a real day. */
export function parseDay(text: string): string | null {
  const iso = ISO_DAY.exec(text.trim());
  const typed = TYPED_DAY.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : typed
      ? [typed[3], typed[2].padStart(2, '0'), typed[1].padStart(2, '0')]
      : [];
  if (!year) return null;
  const value = `${year}-${month}-${day}`;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

export type DateFieldProps = Omit<TextInputProps, 'onChange' | 'value' | 'type'> & {
  /** The day as `YYYY-MM-DD` (or the text typed so far while it is not a day yet). */
  value?: string;
  /** The day typed, as `YYYY-MM-DD` once it is one. */
  onChange: (value: string) => void;
};

/**
 * A calendar day typed as the portal shows days (`31/12/2026`) in every language and browser,
 * instead of the browser's own date input, which follows the browser's language (12/31/2026).
 * `YYYY-MM-DD` is understood too.
 */
export function DateField({ value = '', onChange, onBlur, ...props }: DateFieldProps) {
  const t = useSharedT();
  const f = useFormat();
  const shown = (day: string) => (parseDay(day) ? f.date(parseDay(day)!) : day);
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (a reset, another target) replaces the text typed.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((parseDay(text) ?? text) !== value) setText(shown(value));
  }
  return (
    <TextInput
      placeholder={t('shared.date.placeholder')}
      autoComplete="off"
      maxLength={10}
      {...props}
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        onChange(parseDay(next) ?? next);
      }}
      onBlur={(e) => {
        const day = parseDay(text);
        if (day) setText(f.date(day));
        onBlur?.(e);
      }}
    />
  );
}
