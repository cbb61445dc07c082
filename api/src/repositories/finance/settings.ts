/**
 * The dunning settings (one row, made by migration 0013 with the defaults of domain/dunning.ts;
 * the templates of each level by migration 0043, in French and in English since 0066): read,
 * rendered into a reminder's text, and written at a version (services/finance/financeSettings.ts).
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - finance_settings → finance_settings_reminders_due: new reminder days recount every client's
 *   next reminder date (client_reminders_due)
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { ReminderLevel } from '../../domain/dunning';
import type { MailLanguage } from '../../domain/mailTexts';
import type { BodyOut, ResponseOut } from '../areaTypes';

type Settings = ResponseOut<'finance', 'getSettings'>;
type SettingsBody = BodyOut<'finance', 'updateSettings'>;

/** The body field of each level's template per language, and its column. */
export const TEMPLATE_FIELDS = {
  firstReminderTemplateFr: 'first_reminder_template_fr',
  firstReminderTemplateEn: 'first_reminder_template_en',
  secondReminderTemplateFr: 'second_reminder_template_fr',
  secondReminderTemplateEn: 'second_reminder_template_en',
  formalNoticeTemplateFr: 'formal_notice_template_fr',
  formalNoticeTemplateEn: 'formal_notice_template_en',
} as const satisfies Partial<Record<keyof Settings, string>>;
export type TemplateField = keyof typeof TEMPLATE_FIELDS;
const TEMPLATE_OF_LEVEL: Record<MailLanguage, Record<ReminderLevel, TemplateField>> = {
  fr: { 1: 'firstReminderTemplateFr', 2: 'secondReminderTemplateFr', 3: 'formalNoticeTemplateFr' },
  en: { 1: 'firstReminderTemplateEn', 2: 'secondReminderTemplateEn', 3: 'formalNoticeTemplateEn' },
};
export const TEMPLATE_FIELD_NAMES = Object.keys(TEMPLATE_FIELDS) as TemplateField[];

const num = (v: unknown): number => Number(v ?? 0);

/**
 * The text of a reminder mail from its level's template in the client's language: `{client}`,
 * `{invoices}` (one line per invoice) and `{total}` are replaced wherever they stand; any other
 * text is kept as typed.
 */
export function renderReminderText(
  settings: Pick<Settings, TemplateField>,
  level: ReminderLevel,
  language: MailLanguage,
  values: { client: string; invoices: string[]; total: string },
): string {
  const template = settings[TEMPLATE_OF_LEVEL[language][level]];
  return template.replace(/\{(client|invoices|total)\}/g, (_m, name: 'client' | 'invoices' | 'total') =>
    name === 'invoices' ? values.invoices.join('\n') : values[name],
  );
}

export async function financeSettings(db: Executor): Promise<Settings> {
  const r = await db.selectFrom('finance_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  // The row is made by migration 0013 and never deleted: without it the database is not migrated.
  if (!r) throw new Error('finance_settings has no row: run the migrations');
  const templates = Object.fromEntries(TEMPLATE_FIELD_NAMES.map((f) => [f, String(r[TEMPLATE_FIELDS[f]])])) as Record<TemplateField, string>;
  return {
    firstReminderDays: num(r.first_reminder_days),
    secondReminderDays: num(r.second_reminder_days),
    formalNoticeDays: num(r.formal_notice_days),
    ...templates,
    recoveryThreshold: num(r.recovery_threshold),
    version: num(r.version),
  };
}

/**
 * Writes the settings at the version read (a template left out keeps its text); returns the
 * previous threshold and texts, or undefined when the version is stale.
 */
export async function updateSettingsRow(tx: Executor, settingsInput: SettingsBody) {
  const { rows } = await sql<{ version: number; previous: number } & Record<TemplateField, string>>`
    update finance_settings s set first_reminder_days = ${settingsInput.firstReminderDays}, second_reminder_days = ${settingsInput.secondReminderDays},
      formal_notice_days = ${settingsInput.formalNoticeDays}, recovery_threshold = ${settingsInput.recoveryThreshold},
      ${sql.join(TEMPLATE_FIELD_NAMES.map((f) => sql`${sql.ref(TEMPLATE_FIELDS[f])} = coalesce(${settingsInput[f] ?? null}, ${sql.ref(`s.${TEMPLATE_FIELDS[f]}`)})`))},
      version = s.version + 1, updated_at = now()
    from (select recovery_threshold as previous,
            ${sql.join(TEMPLATE_FIELD_NAMES.map((f) => sql`${sql.ref(TEMPLATE_FIELDS[f])} as ${sql.ref(f)}`))}
          from finance_settings where id = 1) old
    where s.id = 1 and s.version = ${settingsInput.version}
    returning s.version, old.previous, ${sql.join(TEMPLATE_FIELD_NAMES.map((f) => sql.ref(`old.${f}`)))}`.execute(tx);
  return rows[0];
}
