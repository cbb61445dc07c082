import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';

export type InvoicePdfQuery = QueryOf<typeof api.clients.getInvoicePdf>;
export type InvoicePdf = ResponseOf<typeof api.clients.getInvoicePdf>;

/** GET clients/getInvoicePdf: the stored PDF of an invoice, in base64. */
export function getInvoicePdf(query: InvoicePdfQuery, signal?: AbortSignal): Promise<InvoicePdf> {
  return callApi(api.clients.getInvoicePdf, { query, signal });
}

/** Fetches the PDF and hands it to the browser as a download named after the invoice. */
export async function downloadInvoicePdf(query: InvoicePdfQuery): Promise<void> {
  const pdf = await getInvoicePdf(query);
  const bytes = Uint8Array.from(atob(pdf.content), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: pdf.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = pdf.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
