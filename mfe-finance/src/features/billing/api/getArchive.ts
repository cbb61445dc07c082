import { api, callApiFile, downloadBlob } from '@courier/shared';

/**
 * GET finance/billing/getArchive: the Factur-X files of the invoices and credit notes issued in
 * a month, with their index, as one zip handed to the browser as a download.
 */
export async function downloadArchive(month: string, signal?: AbortSignal): Promise<void> {
  const { fileName, blob } = await callApiFile(api.billing.getArchive, { query: { month }, signal });
  downloadBlob(fileName, blob);
}
