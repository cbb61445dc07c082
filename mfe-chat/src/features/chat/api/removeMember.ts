import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf } from '@courier/shared';
import { chatKeys } from './keys';
import type { RoomMembers } from './getMembers';

export type RemoveMemberBody = BodyOf<typeof api.chat.removeMember>;

/** POST chat/removeMember: with the room's version (409 when stale). */
export function removeMember(body: RemoveMemberBody): Promise<RoomMembers> {
  return callApi(api.chat.removeMember, { body });
}
export const removeMemberMutationOptions = { mutationFn: removeMember };
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    ...removeMemberMutationOptions,
    onSuccess: (members) => {
      queryClient.setQueryData(chatKeys.members(members.room.id), members);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}
