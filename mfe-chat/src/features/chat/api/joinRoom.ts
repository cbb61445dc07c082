import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { chatKeys } from './keys';

export type JoinRoomBody = BodyOf<typeof api.chat.joinRoom>;
export type JoinedRoom = ResponseOf<typeof api.chat.joinRoom>;

/** POST chat/joinRoom: join an active room yourself, with its version (409 when stale, already in or inactive). */
export function joinRoom(body: JoinRoomBody): Promise<JoinedRoom> {
  return callApi(api.chat.joinRoom, { body });
}
export const joinRoomMutationOptions = { mutationFn: joinRoom };
/** Puts the joined room in the user's rooms at once (the page then opens it), then reads the lists again. */
export function useJoinRoom(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...joinRoomMutationOptions,
    onSuccess: (room) => {
      queryClient.setQueryData<JoinedRoom[]>(chatKeys.rooms(userId), (rooms) =>
        rooms ? [room, ...rooms.filter((r) => r.id !== room.id)] : [room],
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}
