import { useMutation } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';

export type SendEmailBody = BodyOf<typeof api.chat.sendEmail>;
export type SentTicket = ResponseOf<typeof api.chat.sendEmail>;

/** POST ticket/sendEmail: a support ticket by mail. */
export function sendEmail(body: SendEmailBody): Promise<SentTicket> {
  return callApi(api.chat.sendEmail, { body });
}
export const sendEmailMutationOptions = { mutationFn: sendEmail };
export function useSendEmail() {
  return useMutation(sendEmailMutationOptions);
}
