import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { chatKeys } from './keys';

export type StartChatBody = BodyOf<typeof api.chat.startChat>;
export type StartedChat = ResponseOf<typeof api.chat.startChat>;

/** POST chat/startChat: the direct chat with a staff user (the existing one if any). */
export function startChat(body: StartChatBody): Promise<StartedChat> {
  return callApi(api.chat.startChat, { body });
}
export const startChatMutationOptions = { mutationFn: startChat };
export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    ...startChatMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.lists() }),
  });
}
