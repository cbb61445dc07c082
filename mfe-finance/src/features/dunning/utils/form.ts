import { REMINDER_TEMPLATE_MAX } from '@courier/shared';
import type { DunningSettings as FinanceSettings } from '../api/getDunningSettings';
import type { UpdateDunningSettingsBody } from '../api/updateDunningSettings';

/** The three levels, in order: their fields and how the page names them. */
export const LEVELS = [
  { key: 'first', label: 'First reminder', days: 'firstReminderDays', template: 'firstReminderTemplate' },
  { key: 'second', label: 'Second reminder', days: 'secondReminderDays', template: 'secondReminderTemplate' },
  { key: 'formal', label: 'Formal notice', days: 'formalNoticeDays', template: 'formalNoticeTemplate' },
] as const;

export type DaysField = (typeof LEVELS)[number]['days'];
export type TemplateField = (typeof LEVELS)[number]['template'];

/** The form: every input as typed (days as text, the threshold in euros). */
export type DunningForm = Record<DaysField | TemplateField, string> & { recoveryThreshold: string };

/** 5000.5 -> "5000.50" (cents to the euros typed in the form). */
export const centsToEuros = (cents: number) => (cents / 100).toFixed(2);

/** "5 000,50" or "5000.5" -> 500050; null when it is not an amount of euros with at most 2 decimals. */
export function eurosToCents(text: string): number | null {
  const v = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  return Math.round(Number(v) * 100);
}

export function toForm(s: FinanceSettings): DunningForm {
  return {
    firstReminderDays: String(s.firstReminderDays),
    secondReminderDays: String(s.secondReminderDays),
    formalNoticeDays: String(s.formalNoticeDays),
    firstReminderTemplate: s.firstReminderTemplate,
    secondReminderTemplate: s.secondReminderTemplate,
    formalNoticeTemplate: s.formalNoticeTemplate,
    recoveryThreshold: centsToEuros(s.recoveryThreshold),
  };
}

const wholeDays = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : null);

/** The checks the server makes too: whole days 1..3650 increasing, texts with {invoices}, an amount. */
export function validateDunning(values: DunningForm): Partial<Record<keyof DunningForm, string>> {
  const errors: Partial<Record<keyof DunningForm, string>> = {};
  let previous: number | null = 0;
  LEVELS.forEach((level, i) => {
    const days = wholeDays(values[level.days]);
    if (days === null) errors[level.days] = 'Enter a whole number of days';
    else if (days < 1 || days > 3650) errors[level.days] = 'Between 1 and 3650 days';
    else if (previous !== null && i > 0 && days <= previous)
      errors[level.days] = `Must be after the ${LEVELS[i - 1].label.toLowerCase()} (${previous} days)`;
    previous = days;
    const text = values[level.template].trim();
    if (!text) errors[level.template] = 'Required';
    else if (text.length > REMINDER_TEMPLATE_MAX) errors[level.template] = `At most ${REMINDER_TEMPLATE_MAX} characters`;
    else if (!text.includes('{invoices}'))
      errors[level.template] = 'Must contain {invoices}, where the invoices due are listed';
  });
  const cents = eurosToCents(values.recoveryThreshold);
  if (cents === null) errors.recoveryThreshold = 'Enter an amount in euros, such as 5000.00';
  else if (cents > 100_000_000) errors.recoveryThreshold = 'At most 1,000,000.00';
  return errors;
}

/** The body of a save: the days and the threshold, and only the templates that changed. */
export function toBody(values: DunningForm, saved: FinanceSettings): UpdateDunningSettingsBody {
  const body: UpdateDunningSettingsBody = {
    firstReminderDays: Number(values.firstReminderDays.trim()),
    secondReminderDays: Number(values.secondReminderDays.trim()),
    formalNoticeDays: Number(values.formalNoticeDays.trim()),
    recoveryThreshold: eurosToCents(values.recoveryThreshold) ?? saved.recoveryThreshold,
    version: saved.version,
  };
  for (const level of LEVELS) {
    const text = values[level.template].trim();
    if (text !== saved[level.template]) body[level.template] = text;
  }
  return body;
}

/** The text a client would read, with sample values (the page's preview of a template). */
export function previewTemplate(template: string): string {
  return template
    .replace(/\{client\}/g, 'ACME Logistics')
    .replace(
      /\{invoices\}/g,
      '- INV-2026-000123, due on 2026-10-01 (40 days overdue): 1200.00 € remaining — First reminder',
    )
    .replace(/\{total\}/g, '1200.00 €');
}
