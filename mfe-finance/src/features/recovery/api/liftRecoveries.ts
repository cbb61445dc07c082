import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf, type StepUpGuard } from '@courier/shared';
import { recoveryKeys } from './keys';

export type LiftRecoveriesBody = BodyOf<typeof api.finance.liftRecoveries>;
export type LiftRecoveriesAnswer = ResponseOf<typeof api.finance.liftRecoveries>;

/** POST finance/recovery/liftRecoveries {clientIds, comment}: step-up; those no longer blocked come back apart. */
export function liftRecoveries(body: LiftRecoveriesBody): Promise<LiftRecoveriesAnswer> {
  return callApi(api.finance.liftRecoveries, { body });
}
export function useLiftRecoveries(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiftRecoveriesBody) => (guard ? guard(() => liftRecoveries(body)) : liftRecoveries(body)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recoveryKeys.all }),
  });
}
