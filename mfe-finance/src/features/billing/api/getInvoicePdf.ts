import { api, callApi, type ResponseOf } from '@courier/shared';

export type InvoicePdf = ResponseOf<typeof api.billing.getInvoicePdf>;

/** GET finance/billing/getInvoicePdf: an invoice's PDF, in base64. */
export function getInvoicePdf(invoiceNumber: string, signal?: AbortSignal): Promise<InvoicePdf> {
  return callApi(api.billing.getInvoicePdf, { query: { invoiceNumber }, signal });
}

/** Fetches the PDF and opens it in the browser (a download named after the invoice). */
export async function openInvoicePdf(invoiceNumber: string): Promise<void> {
  const pdf = await getInvoicePdf(invoiceNumber);
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
