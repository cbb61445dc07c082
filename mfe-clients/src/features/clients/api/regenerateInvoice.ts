import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type RegenerateInvoiceBody = BodyOf<typeof api.clients.regenerateInvoice>;
export type RegenerateInvoiceAnswer = ResponseOf<typeof api.clients.regenerateInvoice>;

/** POST clients/regenerateInvoice {invoiceNumber, clientId}: the PDF again from current billing data, same number. */
export function regenerateInvoice(body: RegenerateInvoiceBody): Promise<RegenerateInvoiceAnswer> {
  return callApi(api.clients.regenerateInvoice, { body });
}

export const regenerateInvoiceMutationOptions = { mutationFn: regenerateInvoice };

export function useRegenerateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    ...regenerateInvoiceMutationOptions,
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(String(body.clientId)) });
      void queryClient.invalidateQueries({
        queryKey: clientKeys.pdf(Number(body.clientId), body.invoiceNumber),
      });
    },
  });
}
