import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type UnbanUserBody = BodyOf<typeof api.clients.unbanUser>;
export type UnbanUserAnswer = ResponseOf<typeof api.clients.unbanUser>;

/** POST clients/unbanUser {userBannedId, userBannedEmail, clientId}. */
export function unbanUser(body: UnbanUserBody): Promise<UnbanUserAnswer> {
  return callApi(api.clients.unbanUser, { body });
}

export const unbanUserMutationOptions = { mutationFn: unbanUser };

export function useUnbanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...unbanUserMutationOptions,
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(String(body.clientId)) });
    },
  });
}
