import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type SendInvoiceBody = BodyOf<typeof api.clients.sendInvoice>;
export type SendInvoiceAnswer = ResponseOf<typeof api.clients.sendInvoice>;

/** POST clients/sendInvoice {invoiceNumber, clientId}: the PDF to the billing contact, CC contacts in copy. */
export function sendInvoice(body: SendInvoiceBody): Promise<SendInvoiceAnswer> {
  return callApi(api.clients.sendInvoice, { body });
}

export const sendInvoiceMutationOptions = { mutationFn: sendInvoice };

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    ...sendInvoiceMutationOptions,
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(String(body.clientId)) });
    },
  });
}
