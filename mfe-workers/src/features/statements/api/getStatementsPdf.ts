import { useMutation } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { saveFile } from './download';

export type StatementsPdfQuery = QueryOf<typeof api.retrib.getStatementsPdf>;
export type StatementsPdf = ResponseOf<typeof api.retrib.getStatementsPdf>;

/** retrib/statements/getStatementsPdf: every statement of the page's selection in one PDF (base64). */
export function getStatementsPdf(query: StatementsPdfQuery, signal?: AbortSignal): Promise<StatementsPdf> {
  return callApi(api.retrib.getStatementsPdf, { query, signal });
}

/** Fetches the PDF and offers it as a download. */
export async function downloadStatementsPdf(query: StatementsPdfQuery): Promise<void> {
  saveFile(await getStatementsPdf(query), true);
}

/** `onError` on the hook (not on `mutate`): the portal's own error toast then stays quiet, the failure is said once. */
export const useDownloadStatementsPdf = (onError: (error: Error) => void) =>
  useMutation({ mutationFn: downloadStatementsPdf, onError });
