import { Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  FormError,
  api,
  formatMoney,
  notifySuccess,
  useContractForm,
  useFormat,
  useReferenceList,
} from '@courier/shared';
import { contractMessages } from '../../../formRules';
import { translate, useT } from '../../../i18n';
import { useCreateInvoiceCredit, type InvoiceRow } from '../api';
import { eurosToCents } from '../utils/fields';

interface Values {
  amount: string;
  businessUnit: string | null;
  comment: string;
}

/**
 * The amount's checks the contract cannot make: euros as typed (at most 2 decimals), never more
 * than what remains due on this invoice. "At least 1 cent" is the contract's.
 */
export function creditAmountError(text: string, remaining: number): string | null {
  const cents = eurosToCents(text);
  if (cents === null) return translate('clients.credit.amountInvalid');
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
  const initial: Values = {
    amount: '',
    businessUnit: invoice.businessUnit ? String(invoice.businessUnit.id) : null,
    comment: '',
  };
  const { form, formProps, problem, submitting } = useContractForm(
    api.clients.createInvoiceCredit.body!,
    initial,
    {
      // Euros typed -> cents, the unit picked as text -> its id.
      toBody: (v) => ({
        clientId,
        invoiceNumber: invoice.invoiceNumber,
        amount: eurosToCents(v.amount) ?? Number.NaN,
        businessUnit: Number(v.businessUnit),
        comment: v.comment,
      }),
      check: (v) => ({
        amount: creditAmountError(v.amount, invoice.remaining),
        businessUnit: v.businessUnit ? null : t('clients.field.required'),
      }),
      messages: { ...contractMessages(), 'At least 1 cent': t('clients.credit.amountPositive') },
      onSubmit: async (body) => {
        await create.mutateAsync(body);
        notifySuccess(t('clients.credit.sent'));
        onDone();
      },
    },
  );
  return (
    <form {...formProps} aria-label={t('clients.credit.formNamed', { number: invoice.invoiceNumber })}>
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
        <FormError message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('clients.action.cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={invoice.remaining === 0}>
            {t('clients.credit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
