import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type AddClientBody = BodyOf<typeof api.clients.addClient>;
export type AddClientAnswer = ResponseOf<typeof api.clients.addClient>;

/** POST clients/addClient: a new client under a unique business code (409 when taken). */
export function addClient(body: AddClientBody): Promise<AddClientAnswer> {
  return callApi(api.clients.addClient, { body });
}

export const addClientMutationOptions = { mutationFn: addClient };

export function useAddClient() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addClientMutationOptions,
    onSuccess: (answer) => {
      queryClient.setQueryData(clientKeys.detail(answer.clientId), answer);
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
