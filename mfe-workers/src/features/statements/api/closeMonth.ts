import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { statementKeys } from './keys';

/** retrib/statements/closeMonth: freezes the month's shifts and worker times. */
export const closeMonth = (month: string) => callApi(api.retrib.closeMonth, { body: { month } });

export const closeMonthMutationOptions = { mutationFn: closeMonth };

export function useCloseMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    ...closeMonthMutationOptions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}
