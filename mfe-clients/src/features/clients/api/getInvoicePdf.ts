import { api, callApi, downloadBase64File, type QueryOf, type ResponseOf } from '@courier/shared';

export type InvoicePdfQuery = QueryOf<typeof api.clients.getInvoicePdf>;
export type InvoicePdf = ResponseOf<typeof api.clients.getInvoicePdf>;

/** GET clients/getInvoicePdf: the stored PDF of an invoice, in base64. */
export function getInvoicePdf(query: InvoicePdfQuery, signal?: AbortSignal): Promise<InvoicePdf> {
  return callApi(api.clients.getInvoicePdf, { query, signal });
}

/** Fetches the PDF and hands it to the browser as a download named after the invoice. */
export async function downloadInvoicePdf(query: InvoicePdfQuery): Promise<void> {
  downloadBase64File(await getInvoicePdf(query));
}
