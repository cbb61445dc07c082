import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf, type StepUpGuard } from '@courier/shared';
import { recoveryKeys } from './keys';

export type SendRemindersBody = BodyOf<typeof api.finance.sendReminders>;
export type SendRemindersAnswer = ResponseOf<typeof api.finance.sendReminders>;
export type ReminderMail = SendRemindersAnswer['mails'][number];

/** POST finance/recovery/sendReminders: preview (send false) or send (send true, step-up). */
export function sendReminders(body: SendRemindersBody): Promise<SendRemindersAnswer> {
  return callApi(api.finance.sendReminders, { body });
}
export const sendRemindersMutationOptions = { mutationFn: sendReminders };

/** A preview changes nothing but may flag clients in recovery; a send changes reminders and events: the feature's reads start afresh. */
export function useSendReminders(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendRemindersBody) => (guard ? guard(() => sendReminders(body)) : sendReminders(body)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recoveryKeys.all }),
  });
}
