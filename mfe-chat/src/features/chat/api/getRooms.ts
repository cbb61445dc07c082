import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { chatKeys } from './keys';

export type RoomRow = ResponseOf<typeof api.chat.getRooms>[number];

/** GET chat/getRooms: the rooms the user is a member of. */
export function getRooms(userId: number, signal?: AbortSignal): Promise<RoomRow[]> {
  return callApi(api.chat.getRooms, { query: { userId }, signal });
}
export const roomsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: chatKeys.rooms(userId), queryFn: ({ signal }) => getRooms(userId, signal) });
export function useRooms(userId: number | undefined) {
  return useQuery({ ...roomsQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
