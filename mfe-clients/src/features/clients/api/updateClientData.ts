import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf, type StepUpGuard } from '@courier/shared';
import { clientKeys } from './keys';

export type UpdateClientDataBody = BodyOf<typeof api.clients.updateClientData>;
export type UpdateClientDataAnswer = ResponseOf<typeof api.clients.updateClientData>;

/** POST clients/updateClientData: clientId, the version as read and the changed fields. 409 when stale. */
export function updateClientData(body: UpdateClientDataBody): Promise<UpdateClientDataAnswer> {
  return callApi(api.clients.updateClientData, { body });
}

export const updateClientDataMutationOptions = { mutationFn: updateClientData };

/** Changing the billing contact is a step-up change: with a guard, a step_up_required answer asks for a fresh code and retries. */
export function useUpdateClientData(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClientDataBody) =>
      guard ? guard(() => updateClientData(body)) : updateClientData(body),
    onSuccess: (answer) => {
      queryClient.setQueryData(clientKeys.detail(answer.clientId), answer);
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}
