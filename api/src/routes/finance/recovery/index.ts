import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { areaRoutes } from '../../../http/areaRoutes';
import { addNote } from '../../../repositories/finance/notes';
import { exportRecovery } from '../../../repositories/finance/recoveryExport';
import { accountingReport } from '../../../repositories/finance/report';
import { clientInvoiceSummary } from '../../../repositories/finance/summary';
import { clientEvents, recoveryDetail, updateBillingContact } from '../../../repositories/finance/clientPage';
import { remindersOf, sendReminders } from '../../../repositories/reminders';
import { financeSettings, updateFinanceSettings } from '../../../repositories/finance/settings';
import { moneyMailStepUp, requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';
import { liftRecoveries, liftRecovery } from '../../../repositories/finance/recoveryFlags';
import { setRecoveryDispute } from '../../../repositories/finance/recoveryDispute';

/**
 * Finance recovery: finance/recovery/* (docs/product.md#finance-recovery); the sensitive calls
 * take a step-up.
 */
export default async function recoveryRoutes(app: FastifyInstance) {
  areaRoutes(app, api.finance, {
    /** POST finance/recovery/addNote {note, clientId}: a note on the client's recovery. */
    addNote: (ctx) => addNote(app.db, ctx.auth().user.id, ctx.body),
    /** GET finance/recovery/exportRecovery: the whole filtered summary as a CSV file, streamed. */
    exportRecovery: async ({ query }) => exportRecovery(app.db, query),
    /** GET finance/recovery/getClientAccountingReport?clientId=: invoices, credit notes and payments with a running balance. */
    getClientAccountingReport: ({ query }) => accountingReport(app.db, query.clientId),
    /** GET finance/recovery/getClientInvoiceSummary: what clients owe by age, filtered, sorted, paged, with totals. */
    getClientInvoiceSummary: ({ query }) => clientInvoiceSummary(app.db, query),
    /** GET finance/recovery/getEventsClient?clientId=: the client's timeline, newest first, paged. */
    getEventsClient: ({ query }) => clientEvents(app.db, query),
    /** GET finance/recovery/{id}: one client's recovery view, by id or business code; 404 when unknown. */
    getRecovery: ({ params }) => recoveryDetail(app.db, params.id),
    /** GET finance/recovery/getReminders: a client's reminders sent and due. */
    getReminders: (ctx) => remindersOf(app.db, ctx.query.clientId),
    /** GET finance/recovery/getSettings: reminder levels and recovery threshold. */
    getSettings: () => financeSettings(app.db),
    /** POST finance/recovery/liftRecoveries: lift several clients' blocks with one comment (step-up). */
    liftRecoveries: async (ctx) => {
      const who = ctx.auth();
      await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
      return liftRecoveries(app.db, who.user.id, ctx.body);
    },
    /** POST finance/recovery/liftRecovery: lift the "in recovery" flag with a comment (step-up; 409 when not flagged). */
    liftRecovery: async (ctx) => {
      const who = ctx.auth();
      await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
      return liftRecovery(app.db, who.user.id, ctx.body);
    },
    /** POST finance/recovery/sendReminders: preview, or send after a fresh step-up (403 step_up_required without). */
    sendReminders: async (ctx) => {
      const who = ctx.auth();
      if (ctx.body.send) await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
      return sendReminders(app.db, app.mailer, who.user.id, ctx.body);
    },
    /** POST finance/recovery/setRecoveryDispute: mark or clear a client's dispute of its debt. */
    setRecoveryDispute: (ctx) => setRecoveryDispute(app.db, ctx.auth().user.id, ctx.body),
    /**
     * POST finance/recovery/updateBillingContact: the billing contact's name, email, phone (version,
     * 409 when stale). Setting one, or changing its email, needs a step-up (domain/moneyMail.ts).
     */
    updateBillingContact: async (ctx) => {
      const who = ctx.auth();
      return updateBillingContact(app.db, who.user.id, ctx.body, moneyMailStepUp(who));
    },
    /**
     * POST finance/recovery/updateSettings: reminder levels, their templates and the recovery
     * threshold (version, 409 when stale). FINANCE only, with a step-up (403 step_up_required):
     * the texts are what every client in arrears reads in the operator's name, and the threshold
     * decides which clients planning refuses.
     */
    updateSettings: async (ctx) => {
      const who = ctx.auth();
      await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
      return updateFinanceSettings(app.db, who.user.id, ctx.body);
    },
  });
}
