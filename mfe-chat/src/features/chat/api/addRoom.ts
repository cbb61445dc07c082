import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { chatKeys } from './keys';

export type AddRoomBody = BodyOf<typeof api.chat.addRoom>;
export type AddedRoom = ResponseOf<typeof api.chat.addRoom>;

/** POST chat/addRoom: a client's room (409 when the client already has one). */
export function addRoom(body: AddRoomBody): Promise<AddedRoom> {
  return callApi(api.chat.addRoom, { body });
}
export const addRoomMutationOptions = { mutationFn: addRoom };
export function useAddRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addRoomMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.lists() }),
  });
}
