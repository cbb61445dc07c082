import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { chatKeys } from './keys';

export type AttachmentFile = ResponseOf<typeof api.chat.getAttachment>;

/** GET chat/getAttachment: the file of a message, as a data URL. */
export function getAttachment(messageId: number, signal?: AbortSignal): Promise<AttachmentFile> {
  return callApi(api.chat.getAttachment, { query: { messageId }, signal });
}
export const attachmentQueryOptions = (messageId: number) =>
  queryOptions({ queryKey: chatKeys.attachment(messageId), queryFn: ({ signal }) => getAttachment(messageId, signal), staleTime: Infinity });
export function useAttachment(messageId: number, enabled = true) {
  return useQuery({ ...attachmentQueryOptions(messageId), enabled });
}
