import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { cfrUserKeys } from './keys';

export type UpdateCfrUserBody = BodyOf<typeof api.cfrUsers.updateUser>;
export type UpdatedCfrUser = ResponseOf<typeof api.cfrUsers.updateUser>;
export interface UpdateCfrUserInput {
  body: UpdateCfrUserBody;
  /** The complete set of rooms (query `chatRoomsIds`); undefined leaves them. */
  chatRoomsIds?: number[];
  /** Moves the user to this client (query `clientId`). */
  clientId?: number;
}

/** POST users/cfr/updateUser?chatRoomsIds=&clientId=: versioned edit (409 when stale). */
export function updateCfrUser({ body, chatRoomsIds, clientId }: UpdateCfrUserInput): Promise<UpdatedCfrUser> {
  return callApi(api.cfrUsers.updateUser, {
    query: {
      ...(chatRoomsIds ? { chatRoomsIds: chatRoomsIds.join(',') } : {}),
      ...(clientId ? { clientId } : {}),
    },
    body,
  });
}

export const updateCfrUserMutationOptions = { mutationFn: updateCfrUser };

export function useUpdateCfrUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateCfrUserMutationOptions,
    onSuccess: (user) => {
      queryClient.setQueryData(cfrUserKeys.detail(user.userCFrId), user);
      void queryClient.invalidateQueries({ queryKey: cfrUserKeys.lists() });
    },
  });
}
