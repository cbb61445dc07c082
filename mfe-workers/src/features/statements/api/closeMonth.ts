import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { statementKeys } from './keys';

/** retrib/statements/closeMonth: stores the month's statements and payroll CSV, and freezes its shifts, worker times and rates. */
export const closeMonth = (month: string) => callApi(api.retrib.closeMonth, { body: { month } });

export const closeMonthMutationOptions = { mutationFn: closeMonth };

export function useCloseMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    ...closeMonthMutationOptions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}
