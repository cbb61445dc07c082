import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { chatKeys } from './keys';

export type AllRoomsQuery = QueryOf<typeof api.chat.getAllRooms>;
export type AllRoomsList = ResponseOf<typeof api.chat.getAllRooms>;

/** GET chat/getAllRooms: every room, with whether the caller is in it. */
export function getAllRooms(query: AllRoomsQuery, signal?: AbortSignal): Promise<AllRoomsList> {
  return callApi(api.chat.getAllRooms, { query, signal });
}
export const allRoomsQueryOptions = (query: AllRoomsQuery) =>
  queryOptions({ queryKey: chatKeys.allRooms(query), queryFn: ({ signal }) => getAllRooms(query, signal) });
export function useAllRooms(query: AllRoomsQuery, enabled = true) {
  return useQuery({ ...allRoomsQueryOptions(query), enabled });
}
