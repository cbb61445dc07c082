import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';

export type SendMessageBody = BodyOf<typeof api.chat.sendMessage>;
export type SentMessage = ResponseOf<typeof api.chat.sendMessage>;

/**
 * POST chat/sendMessage. The outbox (hooks/outbox.ts) calls it for every message, with the
 * message's own clientKey: a send repeated after a lost answer gets the first message back.
 */
export function sendMessage(body: SendMessageBody): Promise<SentMessage> {
  return callApi(api.chat.sendMessage, { body });
}
export const sendMessageMutationOptions = { mutationFn: sendMessage };
