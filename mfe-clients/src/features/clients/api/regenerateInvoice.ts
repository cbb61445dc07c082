import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf, type StepUpGuard } from '@courier/shared';
import { clientKeys } from './keys';

export type RegenerateInvoiceBody = BodyOf<typeof api.clients.regenerateInvoice>;
export type RegenerateInvoiceAnswer = ResponseOf<typeof api.clients.regenerateInvoice>;

/** POST clients/regenerateInvoice {invoiceNumber, clientId}: the PDF again, same number, with the identities it was first made with (step-up). */
export function regenerateInvoice(body: RegenerateInvoiceBody): Promise<RegenerateInvoiceAnswer> {
  return callApi(api.clients.regenerateInvoice, { body });
}

export const regenerateInvoiceMutationOptions = { mutationFn: regenerateInvoice };

/** With `guard`, the step-up the server asks for prompts for a code, then the call is sent again. */
export function useRegenerateInvoice(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegenerateInvoiceBody) =>
      guard ? guard(() => regenerateInvoice(body)) : regenerateInvoice(body),
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(String(body.clientId)) });
      void queryClient.invalidateQueries({
        queryKey: clientKeys.pdf(Number(body.clientId), body.invoiceNumber),
      });
    },
  });
}
