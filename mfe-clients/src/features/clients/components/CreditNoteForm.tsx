import { useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, api, applyApiErrors, notifySuccess, useReferenceList } from '@courier/shared';
import { useCreateInvoiceCredit, type InvoiceRow } from '../api';
import { eurosToCents, formatEuros } from '../utils/format';

interface Values {
  amount: string;
  businessUnit: string | null;
  comment: string;
}

/** The amount's check: euros with at most 2 decimals, more than 0, never more than what remains due. */
export function creditAmountError(text: string, remaining: number): string | null {
  const cents = eurosToCents(text);
  if (cents === null) return 'An amount in euros, like 120.50';
  if (cents <= 0) return 'More than 0';
  if (cents > remaining) return `At most ${formatEuros(remaining)} (what remains due)`;
  return null;
}

/**
 * A credit-note request against one invoice, for FINANCE to approve (a credit note can clear a
 * recovery block, so it is finance's decision): the remaining amount is shown and is the ceiling.
 */
export function CreditNoteForm({
  clientId,
  invoice,
  onDone,
}: {
  clientId: number;
  invoice: InvoiceRow;
  onDone: () => void;
}) {
  const units = useReferenceList(api.clients.getBusinessUnit, { activityStatus: 'active' });
  const create = useCreateInvoiceCredit();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      amount: '',
      businessUnit: invoice.businessUnit ? String(invoice.businessUnit.id) : null,
      comment: '',
    },
    validate: {
      amount: (v) => creditAmountError(v, invoice.remaining),
      businessUnit: (v) => (v ? null : 'Required'),
      comment: (v) => (v.trim() ? null : 'A comment is required'),
    },
  });
  const submit = form.onSubmit((v) => {
    setFormError(null);
    create.mutate(
      {
        clientId,
        invoiceNumber: invoice.invoiceNumber,
        amount: eurosToCents(v.amount) as number,
        businessUnit: Number(v.businessUnit),
        comment: v.comment.trim(),
      },
      {
        onSuccess: () => {
          notifySuccess('Request sent to finance for approval');
          onDone();
        },
        onError: (error) => setFormError(applyApiErrors(form, error)),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Request a credit note against ${invoice.invoiceNumber}`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The request goes to finance, who approve or refuse it: nothing is credited until they approve.
        </Text>
        <Text size="sm" data-testid="credit-remaining">
          Remaining due on {invoice.invoiceNumber}: <strong>{formatEuros(invoice.remaining)}</strong>
        </Text>
        <TextInput label="Amount (€)" required inputMode="decimal" {...form.getInputProps('amount')} />
        <Select
          label="Business unit"
          required
          data={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
          {...form.getInputProps('businessUnit')}
        />
        <Textarea label="Comment" required autosize minRows={2} {...form.getInputProps('comment')} />
        <FormError message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={invoice.remaining === 0}>
            Request a credit note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
