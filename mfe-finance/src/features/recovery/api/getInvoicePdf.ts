import { api, callApi, downloadBase64File } from '@courier/shared';

/** GET finance/billing/getInvoicePdf, handed to the browser: the PDF of an invoice the client's page lists. */
export async function openInvoicePdf(invoiceNumber: string): Promise<void> {
  downloadBase64File(await callApi(api.billing.getInvoicePdf, { query: { invoiceNumber } }));
}
