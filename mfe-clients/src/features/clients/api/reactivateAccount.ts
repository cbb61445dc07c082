import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type ReactivateAccountBody = BodyOf<typeof api.clients.reactivateAccount>;
export type ReactivateAccountAnswer = ResponseOf<typeof api.clients.reactivateAccount>;

/** POST clients/reactivateAccount {comment, clientId}. */
export function reactivateAccount(body: ReactivateAccountBody): Promise<ReactivateAccountAnswer> {
  return callApi(api.clients.reactivateAccount, { body });
}

export const reactivateAccountMutationOptions = { mutationFn: reactivateAccount };

export function useReactivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    ...reactivateAccountMutationOptions,
    onSuccess: (answer) => {
      queryClient.setQueryData(clientKeys.detail(answer.clientId), answer);
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
