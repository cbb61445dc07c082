import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { cfrUserKeys } from './keys';

export type InactiveCfrUserBody = BodyOf<typeof api.cfrUsers.inactiveUser>;
export type InactiveCfrUserAnswer = ResponseOf<typeof api.cfrUsers.inactiveUser>;

/** POST users/cfr/inactiveUser {clientId, userCFrId, email}: inactive, sessions ended. */
export function inactiveCfrUser(body: InactiveCfrUserBody): Promise<InactiveCfrUserAnswer> {
  return callApi(api.cfrUsers.inactiveUser, { body });
}

export const inactiveCfrUserMutationOptions = { mutationFn: inactiveCfrUser };

export function useInactiveCfrUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...inactiveCfrUserMutationOptions,
    onSuccess: (answer) => {
      queryClient.setQueryData(cfrUserKeys.detail(answer.userCFrId), answer);
      void queryClient.invalidateQueries({ queryKey: cfrUserKeys.lists() });
    },
  });
}
