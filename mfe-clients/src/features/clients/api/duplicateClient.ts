import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type DuplicateClientBody = BodyOf<typeof api.clients.duplicateClient>;
export type DuplicateClientAnswer = ResponseOf<typeof api.clients.duplicateClient>;

/** POST clients/duplicateClient: copies settings, price lists and contacts under a new business code. */
export function duplicateClient(body: DuplicateClientBody): Promise<DuplicateClientAnswer> {
  return callApi(api.clients.duplicateClient, { body });
}

export const duplicateClientMutationOptions = { mutationFn: duplicateClient };

export function useDuplicateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    ...duplicateClientMutationOptions,
    onSuccess: (answer) => {
      queryClient.setQueryData(clientKeys.detail(answer.clientId), answer);
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
