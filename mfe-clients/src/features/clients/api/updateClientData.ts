import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type UpdateClientDataBody = BodyOf<typeof api.clients.updateClientData>;
export type UpdateClientDataAnswer = ResponseOf<typeof api.clients.updateClientData>;

/** POST clients/updateClientData: clientId, the version as read and the changed fields. 409 when stale. */
export function updateClientData(body: UpdateClientDataBody): Promise<UpdateClientDataAnswer> {
  return callApi(api.clients.updateClientData, { body });
}

export const updateClientDataMutationOptions = { mutationFn: updateClientData };

export function useUpdateClientData() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateClientDataMutationOptions,
    onSuccess: (answer) => {
      queryClient.setQueryData(clientKeys.detail(answer.clientId), answer);
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
