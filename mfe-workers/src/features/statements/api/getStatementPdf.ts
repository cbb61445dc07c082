import { useMutation } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { saveFile } from './download';

export type StatementPdfQuery = QueryOf<typeof api.retrib.getStatementPdf>;
export type StatementPdf = ResponseOf<typeof api.retrib.getStatementPdf>;

/** retrib/statements/getStatementPdf: one worker's statement of the month as a PDF (base64). */
export function getStatementPdf(query: StatementPdfQuery, signal?: AbortSignal): Promise<StatementPdf> {
  return callApi(api.retrib.getStatementPdf, { query, signal });
}

/** Fetches the PDF and offers it as a download. */
export async function downloadStatementPdf(query: StatementPdfQuery): Promise<void> {
  saveFile(await getStatementPdf(query), true);
}

/** `onError` on the hook (not on `mutate`): the portal's own error toast then stays quiet, the failure is said once. */
export const useDownloadStatementPdf = (onError: (error: Error) => void) =>
  useMutation({ mutationFn: downloadStatementPdf, onError });
