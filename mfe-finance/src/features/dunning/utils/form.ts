import { formatEuros, getLocale } from '@courier/shared';
import type { T } from '../../../i18n';
import type { DunningSettings as FinanceSettings } from '../api/getDunningSettings';
import type { UpdateDunningSettingsBody } from '../api/updateDunningSettings';

/** The languages a client is written to in (its invoicing language); the page names them from its catalog. */
export const LANGUAGES = [{ code: 'fr' }, { code: 'en' }] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

/**
 * The three levels, in order: their fields (one template per language) and how the page names
 * them; `names` is how the client's mail names the level (the preview's example).
 */
export const LEVELS = [
  {
    key: 'first',
    number: 1,
    days: 'firstReminderDays',
    templates: { fr: 'firstReminderTemplateFr', en: 'firstReminderTemplateEn' },
    names: { fr: 'Relance', en: 'First reminder' },
  },
  {
    key: 'second',
    number: 2,
    days: 'secondReminderDays',
    templates: { fr: 'secondReminderTemplateFr', en: 'secondReminderTemplateEn' },
    names: { fr: 'Deuxième relance', en: 'Second reminder' },
  },
  {
    key: 'formal',
    number: 3,
    days: 'formalNoticeDays',
    templates: { fr: 'formalNoticeTemplateFr', en: 'formalNoticeTemplateEn' },
    names: { fr: 'Mise en demeure', en: 'Formal notice' },
  },
] as const;

export type DaysField = (typeof LEVELS)[number]['days'];
export type TemplateField = (typeof LEVELS)[number]['templates'][Language];
const TEMPLATE_FIELDS: TemplateField[] = LEVELS.flatMap((l) => LANGUAGES.map((g) => l.templates[g.code]));

/** The form: every input as typed (days as text, the threshold in euros). */
export type DunningForm = Record<DaysField | TemplateField, string> & { recoveryThreshold: string };

/**
 * 500050 -> "5000.50" ("5000,50" in French): cents as the euros typed in the form, without
 * grouping so that the text reads back as typed (eurosToCents takes either separator).
 */
export function centsToEuros(cents: number, locale = getLocale()): string {
  const euros = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents % 100)).padStart(2, '0');
  return `${euros}${locale === 'fr' ? ',' : '.'}${rest}`;
}

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
    firstReminderTemplateFr: s.firstReminderTemplateFr,
    firstReminderTemplateEn: s.firstReminderTemplateEn,
    secondReminderTemplateFr: s.secondReminderTemplateFr,
    secondReminderTemplateEn: s.secondReminderTemplateEn,
    formalNoticeTemplateFr: s.formalNoticeTemplateFr,
    formalNoticeTemplateEn: s.formalNoticeTemplateEn,
    recoveryThreshold: centsToEuros(s.recoveryThreshold),
  };
}

const wholeDays = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : null);

/**
 * The form's own checks, by field: days and an amount as typed (the contract sees only NaN),
 * and the days increasing, said with the day before them (the contract's words do not have it).
 */
export function checkDunning(values: DunningForm, t: T): Partial<Record<keyof DunningForm, string>> {
  const errors: Partial<Record<keyof DunningForm, string>> = {};
  LEVELS.forEach((level, i) => {
    const days = wholeDays(values[level.days]);
    const previous = i > 0 ? wholeDays(values[LEVELS[i - 1].days]) : null;
    if (days === null) errors[level.days] = t('dunning.error.wholeDays');
    else if (previous !== null && days <= previous)
      errors[level.days] = t(i === 1 ? 'dunning.error.afterFirst' : 'dunning.error.afterSecond', { days: previous });
  });
  if (eurosToCents(values.recoveryThreshold) === null)
    errors.recoveryThreshold = t('dunning.error.amount', { example: centsToEuros(500_000) });
  return errors;
}

/**
 * The area's words for updateSettings' own messages this form can meet (the kit words the
 * common ones: required, lengths).
 */
export function dunningMessages(t: T): Record<string, string> {
  return {
    'At least 1 day': t('dunning.error.daysRange'),
    'At most 3650 days': t('dunning.error.daysRange'),
    'Must contain {invoices}, where the invoices due are listed': t('dunning.error.noInvoices'),
    'At most 1,000,000.00': t('dunning.error.amountMax', { max: formatEuros(1_000_000) }),
  };
}

/** The body of a save: the days and the threshold, and only the templates that changed. */
export function toBody(values: DunningForm, saved: FinanceSettings): UpdateDunningSettingsBody {
  const body: UpdateDunningSettingsBody = {
    firstReminderDays: wholeDays(values.firstReminderDays) ?? NaN,
    secondReminderDays: wholeDays(values.secondReminderDays) ?? NaN,
    formalNoticeDays: wholeDays(values.formalNoticeDays) ?? NaN,
    recoveryThreshold: eurosToCents(values.recoveryThreshold) ?? NaN,
    version: saved.version,
  };
  for (const field of TEMPLATE_FIELDS) {
    const text = values[field].trim();
    if (text !== saved[field]) body[field] = text;
  }
  return body;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';
/** An example invoice line and total as the server writes them in each language (api/src/domain/mailTexts.ts). */
const EXAMPLE: Record<Language, { line: (level: string) => string; total: string }> = {
  fr: {
    line: (level) =>
      `- INV-2026-000123, échue le 01/10/2026 (40 jours de retard)${NBSP}: 1${NNBSP}200,00${NBSP}€ restant dû — ${level}`,
    total: `1${NNBSP}200,00${NBSP}€`,
  },
  en: {
    line: (level) => `- INV-2026-000123, due on 1 Oct 2026 (40 days overdue): €1,200.00 remaining — ${level}`,
    total: '€1,200.00',
  },
};

/** The text a client of `language` would read at `level`, with sample values (the page's preview of a template). */
export function previewTemplate(template: string, language: Language, level: (typeof LEVELS)[number]): string {
  const example = EXAMPLE[language];
  return template
    .replace(/\{client\}/g, 'ACME Logistics')
    .replace(/\{invoices\}/g, example.line(level.names[language]))
    .replace(/\{total\}/g, example.total);
}
