import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { chatKeys } from './keys';

export type RoomMembers = ResponseOf<typeof api.chat.getMembers>;

/** GET chat/getMembers: staff and client users of a room. */
export function getMembers(roomId: number, signal?: AbortSignal): Promise<RoomMembers> {
  return callApi(api.chat.getMembers, { query: { roomId }, signal });
}
export const membersQueryOptions = (roomId: number) =>
  queryOptions({ queryKey: chatKeys.members(roomId), queryFn: ({ signal }) => getMembers(roomId, signal) });
export function useMembers(roomId: number, enabled = true) {
  return useQuery({ ...membersQueryOptions(roomId), enabled });
}
