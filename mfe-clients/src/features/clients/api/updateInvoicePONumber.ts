import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type UpdateInvoicePONumberBody = BodyOf<typeof api.clients.updateInvoicePONumber>;
export type UpdateInvoicePONumberAnswer = ResponseOf<typeof api.clients.updateInvoicePONumber>;

/** POST clients/updateInvoicePONumber {invoiceId, invoicePONumber, clientId} (+ the invoice version). */
export function updateInvoicePONumber(body: UpdateInvoicePONumberBody): Promise<UpdateInvoicePONumberAnswer> {
  return callApi(api.clients.updateInvoicePONumber, { body });
}

export const updateInvoicePONumberMutationOptions = { mutationFn: updateInvoicePONumber };

export function useUpdateInvoicePONumber() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateInvoicePONumberMutationOptions,
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(String(body.clientId)) });
    },
  });
}
