import { z } from 'zod';
import { INVOICE_LANGUAGES } from './clients';
import { amountCents, MAX_AMOUNT_CENTS, multiLine, version } from './common';

/** The dunning settings FINANCE edits: reminder levels, their delays, templates and threshold. */
/** Reminder levels: 1 = first reminder, 2 = second reminder, 3 = formal notice. */
export const reminderLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const REMINDER_LEVEL_NAMES = {
  1: 'First reminder',
  2: 'Second reminder',
  3: 'Formal notice',
} as const;

/**
 * The placeholders of a reminder template: `{client}` the client's name, `{invoices}` one line
 * per invoice due (required), `{total}` what the mail asks for.
 */
export const REMINDER_TEMPLATE_PLACEHOLDERS = ['{client}', '{invoices}', '{total}'] as const;
export const REMINDER_TEMPLATE_MAX = 4000;

/**
 * The languages a client is written to in (its `invoiceLanguage`): reminders and the invoice
 * mail go out in it, each level's template exists in both.
 */
export const mailLanguage = z.enum(INVOICE_LANGUAGES);
export type MailLanguage = z.infer<typeof mailLanguage>;

/**
 * The dunning settings: days overdue of each level (increasing), the text of each level's mail
 * in French and in English (a template) and the recovery threshold.
 */
export const financeSettings = z.object({
  firstReminderDays: z.number().int(),
  secondReminderDays: z.number().int(),
  formalNoticeDays: z.number().int(),
  /** The body of each level's mail per language (placeholders: REMINDER_TEMPLATE_PLACEHOLDERS). */
  firstReminderTemplateFr: z.string(),
  firstReminderTemplateEn: z.string(),
  secondReminderTemplateFr: z.string(),
  secondReminderTemplateEn: z.string(),
  formalNoticeTemplateFr: z.string(),
  formalNoticeTemplateEn: z.string(),
  /** A client whose overdue amount passes this many cents is flagged "in recovery". */
  recoveryThreshold: z.number().int(),
  version: z.number().int(),
});
export type FinanceSettings = z.infer<typeof financeSettings>;

const days = z.number().int().min(1, 'At least 1 day').max(3650, 'At most 3650 days');
const template = multiLine(REMINDER_TEMPLATE_MAX).refine(
  (t) => t.includes('{invoices}'),
  'Must contain {invoices}, where the invoices due are listed',
);
export const updateFinanceSettingsBody = z
  .object({
    firstReminderDays: days,
    secondReminderDays: days,
    formalNoticeDays: days,
    /** A template left out stays as it is; changing one needs a step-up (it is what clients read). */
    firstReminderTemplateFr: template.optional(),
    firstReminderTemplateEn: template.optional(),
    secondReminderTemplateFr: template.optional(),
    secondReminderTemplateEn: template.optional(),
    formalNoticeTemplateFr: template.optional(),
    formalNoticeTemplateEn: template.optional(),
    recoveryThreshold: amountCents
      .min(0, 'Must not be negative')
      .max(MAX_AMOUNT_CENTS, 'At most 1,000,000.00'),
    version,
  })
  .superRefine((b, ctx) => {
    if (b.secondReminderDays <= b.firstReminderDays)
      ctx.addIssue({
        code: 'custom',
        path: ['secondReminderDays'],
        message: 'Must be after the first reminder',
      });
    if (b.formalNoticeDays <= b.secondReminderDays)
      ctx.addIssue({
        code: 'custom',
        path: ['formalNoticeDays'],
        message: 'Must be after the second reminder',
      });
  });
