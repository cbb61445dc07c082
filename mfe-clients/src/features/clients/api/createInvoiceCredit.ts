import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type CreateInvoiceCreditBody = BodyOf<typeof api.clients.createInvoiceCredit>;
export type CreateInvoiceCreditAnswer = ResponseOf<typeof api.clients.createInvoiceCredit>;

/** POST clients/createInvoiceCredit: a request for finance to approve; never more than what remains due (409 otherwise). */
export function createInvoiceCredit(body: CreateInvoiceCreditBody): Promise<CreateInvoiceCreditAnswer> {
  return callApi(api.clients.createInvoiceCredit, { body });
}

export const createInvoiceCreditMutationOptions = { mutationFn: createInvoiceCredit };

export function useCreateInvoiceCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createInvoiceCreditMutationOptions,
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(String(body.clientId)) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.creditRequests(body.clientId) });
    },
  });
}
