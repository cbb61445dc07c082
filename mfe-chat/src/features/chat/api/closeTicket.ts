import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { chatKeys } from './keys';

export type CloseTicketBody = BodyOf<typeof api.chat.closeTicket>;
export type ClosedTicket = ResponseOf<typeof api.chat.closeTicket>;

/** POST ticket/closeTicket: mark a ticket done at the version read (409 when stale or already done). */
export function closeTicket(body: CloseTicketBody): Promise<ClosedTicket> {
  return callApi(api.chat.closeTicket, { body });
}
export const closeTicketMutationOptions = { mutationFn: closeTicket };
/** Every list of tickets is read again once one is done, or refused (another may have closed it). */
export function useCloseTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    ...closeTicketMutationOptions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.allTickets() }),
  });
}
