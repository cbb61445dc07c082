import { useMutation } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { saveFile } from './download';

export type PayrollCsv = ResponseOf<typeof api.retrib.getPayrollCsv>;

/** retrib/statements/getPayrollCsv: every statement of the month, one line per worker and pay item. */
export function getPayrollCsv(month: string, signal?: AbortSignal): Promise<PayrollCsv> {
  return callApi(api.retrib.getPayrollCsv, { query: { month }, signal });
}

/** Fetches the CSV and offers it as a download. */
export async function downloadPayrollCsv(month: string): Promise<void> {
  saveFile(await getPayrollCsv(month), false);
}

/** `onError` on the hook (not on `mutate`): the portal's own error toast then stays quiet, the failure is said once. */
export const useDownloadPayrollCsv = (onError: (error: Error) => void) =>
  useMutation({ mutationFn: downloadPayrollCsv, onError });
