import type { FastifyInstance } from 'fastify';
import getClientInvoiceSummary from './getClientInvoiceSummary';
import exportRecovery from './exportRecovery';
import setRecoveryDispute from './setRecoveryDispute';
import addNote from './addNote';
import updateBillingContact from './updateBillingContact';
import getEventsClient from './getEventsClient';
import getClientAccountingReport from './getClientAccountingReport';
import getRecovery from './getRecovery';
import getReminders from './getReminders';
import sendReminders from './sendReminders';
import liftRecovery from './liftRecovery';
import liftRecoveries from './liftRecoveries';
import getSettings from './getSettings';
import updateSettings from './updateSettings';

/** Finance area: finance/recovery/*, one file per call. Static paths are registered before `finance/recovery/[id]`. */
export default async function financeRecoveryRoutes(app: FastifyInstance) {
  for (const register of [
    getClientInvoiceSummary,
    exportRecovery,
    setRecoveryDispute,
    addNote,
    updateBillingContact,
    getEventsClient,
    getClientAccountingReport,
    getReminders,
    sendReminders,
    liftRecovery,
    liftRecoveries,
    getSettings,
    updateSettings,
    getRecovery,
  ]) {
    register(app);
  }
}
