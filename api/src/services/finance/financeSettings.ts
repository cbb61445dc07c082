/**
 * POST finance/recovery/updateSettings: the dunning settings at their version (409 when stale),
 * FINANCE only with a step-up: the texts are what every client in arrears reads in the
 * operator's name, and the threshold decides which clients planning refuses. A new threshold
 * applies the "in recovery" rule to every client in the same transaction (recoveryFlags.ts): a
 * lower one flags the clients now over it; a higher one lifts no block.
 */
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../types';
import { conflict } from '../../domain/errors';
import { euros } from '../../domain/invoicePdf';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import {
  financeSettings,
  TEMPLATE_FIELD_NAMES,
  type TemplateField,
  updateSettingsRow,
} from '../../repositories/finance/settings';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../stepUp';
import { syncRecoveryFlags } from './recoveryFlags';

/** How the admin event names a changed text (staff read it: English). */
const TEMPLATE_LABELS: Record<TemplateField, string> = {
  firstReminderTemplateFr: 'first reminder (French)',
  firstReminderTemplateEn: 'first reminder (English)',
  secondReminderTemplateFr: 'second reminder (French)',
  secondReminderTemplateEn: 'second reminder (English)',
  formalNoticeTemplateFr: 'formal notice (French)',
  formalNoticeTemplateEn: 'formal notice (English)',
};

export async function updateFinanceSettings(
  db: Database,
  who: AuthContext,
  settings: BodyOut<'finance', 'updateSettings'>,
): Promise<ResponseOut<'finance', 'getSettings'>> {
  await requireFreshStepUp(db, who, STEP_UP_MAX_AGE_SECONDS);
  return db.transaction().execute(async (tx) => {
    const before = await updateSettingsRow(tx, settings);
    if (!before)
      throw conflict('The dunning settings were changed by someone else since you opened them; reload them and redo your change');
    const changedTexts = TEMPLATE_FIELD_NAMES.filter((f) => settings[f] !== undefined && settings[f] !== before[f]);
    const texts = changedTexts.map((f) => TEMPLATE_LABELS[f]);
    await recordAdminEvent(tx, {
      userId: who.user.id,
      action: 'finance.updateSettings',
      targetType: 'finance_settings',
      targetId: 1,
      summary: `Reminders at ${settings.firstReminderDays}/${settings.secondReminderDays}/${settings.formalNoticeDays} days, recovery threshold ${euros(settings.recoveryThreshold)}${texts.length ? `; new text of the ${texts.join(', ')}` : ''}`,
      data: {
        firstReminderDays: settings.firstReminderDays,
        secondReminderDays: settings.secondReminderDays,
        formalNoticeDays: settings.formalNoticeDays,
        recoveryThresholdCents: settings.recoveryThreshold,
        texts: changedTexts,
      },
    });
    // A new threshold changes which clients are over it: the rule runs on every client now
    // (it clears no flag above the threshold the client was flagged under).
    if (Number(before.previous) !== settings.recoveryThreshold) await syncRecoveryFlags(tx);
    return financeSettings(tx);
  });
}
