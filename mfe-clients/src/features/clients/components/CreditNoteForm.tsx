import { useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FormError,
  api,
  applyApiErrors,
  formatMoney,
  notifySuccess,
  useFormat,
  useReferenceList,
} from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useCreateInvoiceCredit, type InvoiceRow } from '../api';
import { eurosToCents } from '../utils/fields';

interface Values {
  amount: string;
  businessUnit: string | null;
  comment: string;
}

/** The amount's check: euros with at most 2 decimals, more than 0, never more than what remains due. */
export function creditAmountError(text: string, remaining: number): string | null {
  const cents = eurosToCents(text);
  if (cents === null) return translate('clients.credit.amountInvalid');
  if (cents <= 0) return translate('clients.credit.amountPositive');
  if (cents > remaining) return translate('clients.credit.amountTooHigh', { max: formatMoney(remaining) });
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
  const t = useT();
  const format = useFormat();
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
      businessUnit: (v) => (v ? null : t('clients.field.required')),
      comment: (v) => (v.trim() ? null : t('clients.comment.required')),
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
          notifySuccess(t('clients.credit.sent'));
          onDone();
        },
        onError: (error) => setFormError(applyApiErrors(form, error)),
      },
    );
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('clients.credit.formNamed', { number: invoice.invoiceNumber })}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('clients.credit.explain')}
        </Text>
        <Text size="sm" data-testid="credit-remaining">
          {t('clients.credit.remaining', { number: invoice.invoiceNumber })}{' '}
          <strong>{format.money(invoice.remaining)}</strong>
        </Text>
        <TextInput
          label={t('clients.credit.amount')}
          withAsterisk
          inputMode="decimal"
          {...form.getInputProps('amount')}
        />
        <Select
          label={t('clients.credit.businessUnit')}
          withAsterisk
          data={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
          {...form.getInputProps('businessUnit')}
        />
        <Textarea
          label={t('clients.credit.comment')}
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('comment')}
        />
        <FormError message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('clients.action.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={invoice.remaining === 0}>
            {t('clients.credit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
