import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf, type StepUpGuard } from '@courier/shared';
import { clientKeys } from './keys';

export type SendInvoiceBody = BodyOf<typeof api.clients.sendInvoice>;
export type SendInvoiceAnswer = ResponseOf<typeof api.clients.sendInvoice>;

/** POST clients/sendInvoice {invoiceNumber, clientId}: the PDF to the billing contact, CC contacts in copy (step-up). */
export function sendInvoice(body: SendInvoiceBody): Promise<SendInvoiceAnswer> {
  return callApi(api.clients.sendInvoice, { body });
}

export const sendInvoiceMutationOptions = { mutationFn: sendInvoice };

/** With `guard`, the step-up the server asks for prompts for a code, then the call is sent again. */
export function useSendInvoice(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInvoiceBody) => (guard ? guard(() => sendInvoice(body)) : sendInvoice(body)),
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(String(body.clientId)) });
    },
  });
}
