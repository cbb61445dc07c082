import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import type { ReopenMonthBody } from '../types';
import { statementKeys } from './keys';

/** retrib/statements/reopenMonth: reopens a closed month, with the reason kept in the admin events. */
export const reopenMonth = (body: ReopenMonthBody) => callApi(api.retrib.reopenMonth, { body });

export const reopenMonthMutationOptions = { mutationFn: reopenMonth };

export function useReopenMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    ...reopenMonthMutationOptions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}
