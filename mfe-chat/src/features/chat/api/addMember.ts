import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf } from '@courier/shared';
import { chatKeys } from './keys';
import type { RoomMembers } from './getMembers';

export type AddMemberBody = BodyOf<typeof api.chat.addMember>;

/** POST chat/addMember: with the room's version (409 when stale or already a member). */
export function addMember(body: AddMemberBody): Promise<RoomMembers> {
  return callApi(api.chat.addMember, { body });
}
export const addMemberMutationOptions = { mutationFn: addMember };
export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addMemberMutationOptions,
    onSuccess: (members) => {
      queryClient.setQueryData(chatKeys.members(members.room.id), members);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}
