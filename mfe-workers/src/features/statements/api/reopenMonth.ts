import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type StepUpGuard } from '@courier/shared';
import type { ReopenMonthBody } from '../types';
import { statementKeys } from './keys';

/** retrib/statements/reopenMonth: reopens a closed month, with the reason kept in the admin events. */
export const reopenMonth = (body: ReopenMonthBody) => callApi(api.retrib.reopenMonth, { body });

export const reopenMonthMutationOptions = { mutationFn: reopenMonth };

/** With `guard`, the step-up the server asks for prompts for a code, then the call is sent again. */
export function useReopenMonth(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReopenMonthBody) => (guard ? guard(() => reopenMonth(body)) : reopenMonth(body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}
