import { api, callApi, downloadBase64File, type QueryOf } from '@courier/shared';

export type CreditNotePdfQuery = QueryOf<typeof api.clients.getCreditNotePdf>;

/** GET clients/getCreditNotePdf: a credit note's Factur-X PDF, handed to the browser as a download. */
export async function downloadCreditNotePdf(query: CreditNotePdfQuery): Promise<void> {
  downloadBase64File(await callApi(api.clients.getCreditNotePdf, { query }));
}
