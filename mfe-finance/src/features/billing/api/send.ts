import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { billingKeys } from './keys';

export type SendAnswer = ResponseOf<typeof api.billing.send>;

/** POST finance/billing/send: queues one batch of the month's unsent invoices. */
export function send(month: string): Promise<SendAnswer> {
  return callApi(api.billing.send, { body: { month } });
}

/** Sends batch after batch until none is left; answers the total sent and the invoices left unsent. */
export async function sendAll(month: string): Promise<SendAnswer> {
  let sent = 0;
  for (;;) {
    const answer = await send(month);
    sent += answer.sent;
    if (!answer.more || answer.sent === 0) return { ...answer, sent };
  }
}
export const sendMutationOptions = { mutationFn: sendAll };

export function useSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAll,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
