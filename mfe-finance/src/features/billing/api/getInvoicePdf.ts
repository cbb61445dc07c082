import { api, callApi, downloadBase64File, type ResponseOf } from '@courier/shared';

export type InvoicePdf = ResponseOf<typeof api.billing.getInvoicePdf>;

/** GET finance/billing/getInvoicePdf: an invoice's PDF, in base64. */
export function getInvoicePdf(invoiceNumber: string, signal?: AbortSignal): Promise<InvoicePdf> {
  return callApi(api.billing.getInvoicePdf, { query: { invoiceNumber }, signal });
}

/** Fetches the PDF and hands it to the browser (a download named after the invoice). */
export async function openInvoicePdf(invoiceNumber: string): Promise<void> {
  downloadBase64File(await getInvoicePdf(invoiceNumber));
}
