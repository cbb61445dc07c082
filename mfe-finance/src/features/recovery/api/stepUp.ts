import { useMutation } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';

export type StepUpBody = BodyOf<typeof api.auth.stepUp>;
export type StepUpAnswer = ResponseOf<typeof api.auth.stepUp>;

/** POST auth/stepUp {code}: a fresh authenticator code opens the sensitive finance calls for this session a few minutes. */
export function stepUp(body: StepUpBody): Promise<StepUpAnswer> {
  return callApi(api.auth.stepUp, { body });
}
export const stepUpMutationOptions = { mutationFn: stepUp };
export function useStepUp() {
  return useMutation(stepUpMutationOptions);
}
