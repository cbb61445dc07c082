import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { recoveryKeys } from './keys';

export type SetRecoveryDisputeBody = BodyOf<typeof api.finance.setRecoveryDispute>;
export type SetRecoveryDisputeAnswer = ResponseOf<typeof api.finance.setRecoveryDispute>;

/** POST finance/recovery/setRecoveryDispute {clientId, reason}: a reason marks the dispute, null clears it (409 when none). */
export function setRecoveryDispute(body: SetRecoveryDisputeBody): Promise<SetRecoveryDisputeAnswer> {
  return callApi(api.finance.setRecoveryDispute, { body });
}
export const setRecoveryDisputeMutationOptions = { mutationFn: setRecoveryDispute };

/** The dispute shows on the client's page and the summary's rows: the feature's reads start afresh. */
export function useSetRecoveryDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRecoveryDispute,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recoveryKeys.all }),
  });
}
