/** The calls of the recovery feature (docs/product.md#calls-finance-recovery): one file per call, each with its fetcher, query or mutation options and hook. */
export * from './keys';
export * from './getClientInvoiceSummary';
export * from './getRecovery';
export * from './getEventsClient';
export * from './getClientAccountingReport';
export * from './addNote';
export * from './updateBillingContact';
export * from './getReminders';
export * from './sendReminders';
export * from './liftRecovery';
export * from './liftRecoveries';
export * from './setRecoveryDispute';
export * from './getInvoicePdf';
