/**
 * The dunning settings (one row, made by migration 0013 with the defaults of domain/dunning.ts).
 * A change of the recovery threshold applies the "in recovery" rule to every client in the
 * same transaction (recoveryFlags.ts).
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict } from '../../http/errors';
import { DEFAULT_DUNNING } from '../../domain/dunning';
import { euros } from '../../domain/invoicePdf';
import { recordAdminEvent } from '../adminEvents';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { syncRecoveryFlags } from './recoveryFlags';

type Settings = ResponseOut<'finance', 'getSettings'>;
type SettingsBody = BodyOut<'finance', 'updateSettings'>;

const num = (v: unknown): number => Number(v ?? 0);

export async function financeSettings(db: Executor): Promise<Settings> {
  const { rows } = await sql<Record<string, unknown>>`
    select first_reminder_days, second_reminder_days, formal_notice_days, recovery_threshold, version
    from finance_settings where id = 1`.execute(db);
  const r = rows[0];
  if (!r) return { ...DEFAULT_DUNNING, version: 1 };
  return {
    firstReminderDays: num(r.first_reminder_days),
    secondReminderDays: num(r.second_reminder_days),
    formalNoticeDays: num(r.formal_notice_days),
    recoveryThreshold: num(r.recovery_threshold),
    version: num(r.version),
  };
}

export async function updateFinanceSettings(db: Database, userId: number, b: SettingsBody): Promise<Settings> {
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ version: number; previous: number }>`
      update finance_settings s set first_reminder_days = ${b.firstReminderDays}, second_reminder_days = ${b.secondReminderDays},
        formal_notice_days = ${b.formalNoticeDays}, recovery_threshold = ${b.recoveryThreshold},
        version = s.version + 1, updated_at = now()
      from (select recovery_threshold as previous from finance_settings where id = 1) old
      where s.id = 1 and s.version = ${b.version} returning s.version, old.previous`.execute(tx);
    if (rows.length === 0)
      throw conflict(
        'The dunning settings were changed by someone else since you opened them; reload them and redo your change',
      );
    await recordAdminEvent(tx, {
      userId,
      action: 'finance.updateSettings',
      targetType: 'finance_settings',
      targetId: 1,
      summary: `Reminders at ${b.firstReminderDays}/${b.secondReminderDays}/${b.formalNoticeDays} days, recovery threshold ${euros(b.recoveryThreshold)}`,
    });
    // A new threshold changes which clients are over it: the rule runs on every client now.
    if (Number(rows[0].previous) !== b.recoveryThreshold) await syncRecoveryFlags(tx);
    return financeSettings(tx);
  });
}
