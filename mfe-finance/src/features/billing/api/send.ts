import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  BILLING_MAX_PAGE_SIZE,
  BILLING_SEND_BATCH,
  callApi,
  type BodyOf,
  type BulkOutcome,
  type ResponseOf,
  type StepUpGuard,
} from '@courier/shared';
import { getInvoices, type BillingInvoice } from './getInvoices';
import { billingKeys } from './keys';

export type SendBody = BodyOf<typeof api.billing.send>;
export type SendAnswer = ResponseOf<typeof api.billing.send>;

/** POST finance/billing/send: queues the month's chosen unsent invoices (step-up). */
export function send(body: SendBody): Promise<SendAnswer> {
  return callApi(api.billing.send, { body });
}

/** Still to send: issued, never sent (a cancelled or paid invoice is not mailed). */
export const isUnsent = (i: BillingInvoice) => i.status === 'issued' && i.sentAt === null;

/** Every unsent invoice of the month, read page after page (the list the bulk dialog offers). */
export async function getUnsentInvoices(month: string): Promise<BillingInvoice[]> {
  const unsent: BillingInvoice[] = [];
  for (let page = 1; ; page++) {
    const answer = await getInvoices({ month, page, pageSize: BILLING_MAX_PAGE_SIZE });
    unsent.push(...answer.items.filter(isUnsent));
    if (page * answer.pageSize >= answer.total || answer.items.length === 0) return unsent;
  }
}

/**
 * Sends the chosen invoices, a batch of the most one call takes at a time; answers those not
 * sent, each with why: failed (the error) or left out by the server (its reason: no contact...).
 * `guard` asks for a fresh code when the server wants one (once: it lasts minutes).
 */
export async function sendChosen(
  month: string,
  invoiceNumbers: string[],
  guard?: StepUpGuard,
): Promise<BulkOutcome<string>> {
  const failed: { id: string; error: string }[] = [];
  for (let at = 0; at < invoiceNumbers.length; at += BILLING_SEND_BATCH) {
    const body = { month, invoiceNumbers: invoiceNumbers.slice(at, at + BILLING_SEND_BATCH) };
    const answer = await (guard ? guard(() => send(body)) : send(body));
    failed.push(
      ...answer.report.failed.map((f) => ({ id: f.invoiceNumber, error: f.error })),
      ...answer.report.skipped.map((s) => ({ id: s.invoiceNumber, error: s.reason })),
    );
  }
  return { failed };
}

export function useSendChosen(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ month, invoiceNumbers }: { month: string; invoiceNumbers: string[] }) =>
      sendChosen(month, invoiceNumbers, guard),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
