import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type ResponseOf, type StepUpGuard } from '@courier/shared';
import { billingKeys } from './keys';

export type SendAnswer = ResponseOf<typeof api.billing.send>;

/** POST finance/billing/send: queues one batch of the month's unsent invoices (step-up). */
export function send(month: string): Promise<SendAnswer> {
  return callApi(api.billing.send, { body: { month } });
}

/**
 * Sends batch after batch until none is left; answers the total sent and the invoices left
 * unsent. `guard` asks for a fresh code when the server wants one (once: it lasts minutes).
 */
export async function sendAll(month: string, guard?: StepUpGuard): Promise<SendAnswer> {
  let sent = 0;
  for (;;) {
    const answer = await (guard ? guard(() => send(month)) : send(month));
    sent += answer.sent;
    if (!answer.more || answer.sent === 0) return { ...answer, sent };
  }
}
export const sendMutationOptions = { mutationFn: (month: string) => sendAll(month) };

export function useSend(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => sendAll(month, guard),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
