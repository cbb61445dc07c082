import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type CloseAccountBody = BodyOf<typeof api.clients.closeAccount>;
export type CloseAccountAnswer = ResponseOf<typeof api.clients.closeAccount>;

/** POST clients/closeAccount {comment, clientId}: the client becomes inactive; planning refuses new shifts for it. */
export function closeAccount(body: CloseAccountBody): Promise<CloseAccountAnswer> {
  return callApi(api.clients.closeAccount, { body });
}

export const closeAccountMutationOptions = { mutationFn: closeAccount };

export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    ...closeAccountMutationOptions,
    onSuccess: (answer) => {
      queryClient.setQueryData(clientKeys.detail(answer.clientId), answer);
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
