import type { FastifyInstance } from 'fastify';
import getPreview from './getPreview';
import getPreviewClient from './getPreviewClient';
import getRun from './getRun';
import issue from './issue';
import getInvoices from './getInvoices';
import send from './send';
import getInvoicePdf from './getInvoicePdf';
import getArchive from './getArchive';
import { closeFacturXThreads } from '../../../domain/facturx/threads';

/** The invoicing run: finance/billing/*, one file per call. */
export default async function financeBillingRoutes(app: FastifyInstance) {
  // The runs this process started and still bills: the app waits for them before it closes.
  // They stop after the batch under way, and are taken over later by another issue.
  const running = new Set<Promise<unknown>>();
  const closing = new AbortController();
  app.addHook('onClose', async () => {
    closing.abort();
    await Promise.allSettled([...running]);
    await closeFacturXThreads();
  });
  for (const register of [getPreview, getPreviewClient, getRun, getInvoices, send, getInvoicePdf, getArchive])
    register(app);
  issue(app, running, closing.signal);
}
