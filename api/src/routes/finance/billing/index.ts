import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { areaRoutes } from '../../../http/areaRoutes';
import { billingInvoices } from '../../../repositories/finance/billing/issuedInvoices';
import { billingInvoicePdf } from '../../../services/documents/downloads';
import { monthArchive } from '../../../services/documents/monthArchive';
import { billingPreview, billingPreviewClient } from '../../../repositories/finance/billing/preview';
import { latestRun } from '../../../repositories/finance/billing/runs';
import { issueMonth, sendMonth } from '../../../services/finance/invoicingRun';

/** The invoicing run: finance/billing/* (the run itself: jobs/invoicingRun.ts). */
export default async function billingRoutes(app: FastifyInstance) {
  areaRoutes(app, api.billing, {
    /** GET finance/billing/getArchive: the month's Factur-X files and their index, one zip, streamed. */
    getArchive: ({ query }) => monthArchive(app.db, query.month),
    /** GET finance/billing/getInvoicePdf: an invoice's PDF by number (made on first read, then kept). */
    getInvoicePdf: ({ query }) => billingInvoicePdf(app.db, query.invoiceNumber),
    /** GET finance/billing/getInvoices: the invoices the month's runs issued (a page), with how many are unsent. */
    getInvoices: ({ query }) => billingInvoices(app.db, query),
    /** GET finance/billing/getPreview: the month's draft invoices per client (a page), its totals and problems. */
    getPreview: ({ query }) => billingPreview(app.db, query),
    /** GET finance/billing/getPreviewClient: one client's draft lines and late changes of the month. */
    getPreviewClient: ({ query }) => billingPreviewClient(app.db, query),
    /** GET finance/billing/getRun: the month's latest run and its progress, or null. */
    getRun: ({ query }) => latestRun(app.db, query.month),
    /**
     * POST finance/billing/issue: claims the month's run (409 while another is alive) and answers
     * it; the invoicing-run job (jobs/invoicingRun.ts) bills its clients in the background, a batch
     * of clients per transaction, and the page polls getRun. A fresh step-up is required (403
     * step_up_required without): issuing makes legal documents. 409 naming what is missing while
     * the seller identity is incomplete.
     */
    issue: ({ body, auth }) => issueMonth(app.db, auth(), body.month, app.jobs.invoicingRun.start),
    /**
     * POST finance/billing/send: queues a batch of the month's unsent invoices through the mail
     * outbox, after a fresh step-up (403 step_up_required without), as sending reminders does.
     */
    send: ({ body, auth }) => sendMonth(app.db, app.mailer, auth(), body),
  });
}
