import type { FastifyInstance } from 'fastify';
import getPreview from './getPreview';
import getPreviewClient from './getPreviewClient';
import getRun from './getRun';
import issue from './issue';
import getInvoices from './getInvoices';
import send from './send';
import getInvoicePdf from './getInvoicePdf';
import getArchive from './getArchive';

/** The invoicing run: finance/billing/*, one file per call (the run itself: jobs/invoicingRun.ts). */
export default async function financeBillingRoutes(app: FastifyInstance) {
  for (const register of [getPreview, getPreviewClient, getRun, getInvoices, send, getInvoicePdf, getArchive, issue]) register(app);
}
