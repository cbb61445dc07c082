import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { cfrUserKeys } from './keys';

export type ResetCfrPasswordBody = BodyOf<typeof api.cfrUsers.resetPassword>;
export type ResetCfrPasswordAnswer = ResponseOf<typeof api.cfrUsers.resetPassword>;

/** POST users/cfr/resetPassword {clientId, userCFrId, email}: a single-use link mailed. */
export function resetCfrPassword(body: ResetCfrPasswordBody): Promise<ResetCfrPasswordAnswer> {
  return callApi(api.cfrUsers.resetPassword, { body });
}

export const resetCfrPasswordMutationOptions = { mutationFn: resetCfrPassword };

export function useResetCfrPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    ...resetCfrPasswordMutationOptions,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: cfrUserKeys.detail(answer.userCFrId) });
    },
  });
}
