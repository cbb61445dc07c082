import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf, type StepUpGuard } from '@courier/shared';
import { recoveryKeys } from './keys';

export type LiftRecoveryBody = BodyOf<typeof api.finance.liftRecovery>;
export type RecoveryFlag = ResponseOf<typeof api.finance.liftRecovery>;

/** POST finance/recovery/liftRecovery {clientId, comment}: step-up; 409 when the client is not flagged. */
export function liftRecovery(body: LiftRecoveryBody): Promise<RecoveryFlag> {
  return callApi(api.finance.liftRecovery, { body });
}
export const liftRecoveryMutationOptions = { mutationFn: liftRecovery };
export function useLiftRecovery(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiftRecoveryBody) => (guard ? guard(() => liftRecovery(body)) : liftRecovery(body)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recoveryKeys.all }),
  });
}
