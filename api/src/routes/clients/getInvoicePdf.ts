import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { requireClient } from '../../repositories/clients/detail';
import { invoicePdf } from '../../repositories/documents/invoiceDocument';

/** GET clients/getInvoicePdf: the stored PDF (made on first use). */
export default function getInvoicePdfRoute(app: FastifyInstance) {
  route(app, api.clients.getInvoicePdf, async ({ query }) => {
    await requireClient(app.db, query.clientId);
    return invoicePdf(app.db, query.clientId, query.invoiceNumber);
  });
}
