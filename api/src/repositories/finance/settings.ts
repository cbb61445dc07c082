/**
 * The dunning settings (one row, made by migration 0013 with the defaults of domain/dunning.ts;
 * the templates of each level by migration 0043, in French and in English since 0066). A change of the recovery threshold applies
 * the "in recovery" rule to every client in the same transaction (recoveryFlags.ts): a lower
 * one flags the clients now over it; a higher one lifts no block.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import type { ReminderLevel } from '../../domain/dunning';
import type { MailLanguage } from '../../domain/mailTexts';
import { euros } from '../../domain/invoicePdf';
import { recordAdminEvent } from '../events/adminEvents';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { syncRecoveryFlags } from './recoveryFlags';

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
/** How the admin event names a changed text (staff read it: English). */
const TEMPLATE_LABELS: Record<TemplateField, string> = {
  firstReminderTemplateFr: 'first reminder (French)',
  firstReminderTemplateEn: 'first reminder (English)',
  secondReminderTemplateFr: 'second reminder (French)',
  secondReminderTemplateEn: 'second reminder (English)',
  formalNoticeTemplateFr: 'formal notice (French)',
  formalNoticeTemplateEn: 'formal notice (English)',
};
const FIELDS = Object.keys(TEMPLATE_FIELDS) as TemplateField[];

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
  const templates = Object.fromEntries(FIELDS.map((f) => [f, String(r[TEMPLATE_FIELDS[f]])])) as Record<TemplateField, string>;
  return {
    firstReminderDays: num(r.first_reminder_days),
    secondReminderDays: num(r.second_reminder_days),
    formalNoticeDays: num(r.formal_notice_days),
    ...templates,
    recoveryThreshold: num(r.recovery_threshold),
    version: num(r.version),
  };
}

export async function updateFinanceSettings(db: Database, userId: number, settingsInput: SettingsBody): Promise<Settings> {
  return db.transaction().execute(async (tx) => {
    // A template left out keeps its text (coalesce with the stored one).
    const { rows } = await sql<{ version: number; previous: number } & Record<TemplateField, string>>`
      update finance_settings s set first_reminder_days = ${settingsInput.firstReminderDays}, second_reminder_days = ${settingsInput.secondReminderDays},
        formal_notice_days = ${settingsInput.formalNoticeDays}, recovery_threshold = ${settingsInput.recoveryThreshold},
        ${sql.join(FIELDS.map((f) => sql`${sql.ref(TEMPLATE_FIELDS[f])} = coalesce(${settingsInput[f] ?? null}, ${sql.ref(`s.${TEMPLATE_FIELDS[f]}`)})`))},
        version = s.version + 1, updated_at = now()
      from (select recovery_threshold as previous,
              ${sql.join(FIELDS.map((f) => sql`${sql.ref(TEMPLATE_FIELDS[f])} as ${sql.ref(f)}`))}
            from finance_settings where id = 1) old
      where s.id = 1 and s.version = ${settingsInput.version}
      returning s.version, old.previous, ${sql.join(FIELDS.map((f) => sql.ref(`old.${f}`)))}`.execute(tx);
    if (rows.length === 0)
      throw conflict(
        'The dunning settings were changed by someone else since you opened them; reload them and redo your change',
      );
    const before = rows[0];
    const texts = FIELDS
      .filter((f) => settingsInput[f] !== undefined && settingsInput[f] !== before[f])
      .map((f) => TEMPLATE_LABELS[f]);
    await recordAdminEvent(tx, {
      userId,
      action: 'finance.updateSettings',
      targetType: 'finance_settings',
      targetId: 1,
      summary: `Reminders at ${settingsInput.firstReminderDays}/${settingsInput.secondReminderDays}/${settingsInput.formalNoticeDays} days, recovery threshold ${euros(settingsInput.recoveryThreshold)}${texts.length ? `; new text of the ${texts.join(', ')}` : ''}`,
    });
    // A new threshold changes which clients are over it: the rule runs on every client now
    // (it clears no flag above the threshold the client was flagged under).
    if (Number(before.previous) !== settingsInput.recoveryThreshold) await syncRecoveryFlags(tx);
    return financeSettings(tx);
  });
}
