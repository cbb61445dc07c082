import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { areaRoutes } from '../../../http/areaRoutes';
import { exportRecovery } from '../../../repositories/finance/recoveryExport';
import { accountingReport } from '../../../repositories/finance/report';
import { clientInvoiceSummary } from '../../../repositories/finance/summary';
import { clientEvents, recoveryDetail } from '../../../repositories/finance/clientPage';
import { financeSettings } from '../../../repositories/finance/settings';
import { addNote } from '../../../services/finance/recoveryNotes';
import { updateBillingContact } from '../../../services/finance/billingContact';
import { updateFinanceSettings } from '../../../services/finance/financeSettings';
import { liftRecoveries, liftRecovery } from '../../../services/finance/recoveryFlags';
import { setRecoveryDispute } from '../../../services/finance/recoveryDispute';
import { remindersOf, sendReminders } from '../../../services/finance/reminders';

/**
 * Finance recovery: finance/recovery/* (docs/product.md#finance-recovery); the sensitive calls
 * take a step-up, checked by their services.
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
    liftRecoveries: (ctx) => liftRecoveries(app.db, ctx.auth(), ctx.body),
    /** POST finance/recovery/liftRecovery: lift the "in recovery" flag with a comment (step-up; 409 when not flagged). */
    liftRecovery: (ctx) => liftRecovery(app.db, ctx.auth(), ctx.body),
    /** POST finance/recovery/sendReminders: preview, or send after a fresh step-up (403 step_up_required without). */
    sendReminders: (ctx) => sendReminders(app.db, app.mailer, ctx.auth(), ctx.body),
    /** POST finance/recovery/setRecoveryDispute: mark or clear a client's dispute of its debt. */
    setRecoveryDispute: (ctx) => setRecoveryDispute(app.db, ctx.auth().user.id, ctx.body),
    /**
     * POST finance/recovery/updateBillingContact: the billing contact's name, email, phone (version,
     * 409 when stale). Setting one, or changing its email, needs a step-up (domain/moneyMail.ts).
     */
    updateBillingContact: (ctx) => updateBillingContact(app.db, ctx.auth(), ctx.body),
    /**
     * POST finance/recovery/updateSettings: reminder levels, their templates and the recovery
     * threshold (version, 409 when stale). FINANCE only, with a step-up (403 step_up_required).
     */
    updateSettings: (ctx) => updateFinanceSettings(app.db, ctx.auth(), ctx.body),
  });
}
