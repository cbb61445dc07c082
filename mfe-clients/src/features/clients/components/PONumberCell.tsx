import { useState } from 'react';
import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { notifySuccess, useErrorMessage } from '@courier/shared';
import { useT } from '../../../i18n';
import { useUpdateInvoicePONumber, type InvoiceRow } from '../api';

/** A pencil: the button's name is its aria-label. */
const EDIT_ICON = '✎';

/** The PO number, edited in place: Enter or Save sends it, Escape or Cancel gives up. */
export function PONumberCell({ clientId, invoice }: { clientId: number; invoice: InvoiceRow }) {
  const t = useT();
  const describe = useErrorMessage();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(invoice.invoicePONumber ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateInvoicePONumber();
  const submit = () => {
    setError(null);
    save.mutate(
      { clientId, invoiceId: invoice.invoiceId, invoicePONumber: text.trim(), version: invoice.version },
      {
        onSuccess: () => {
          setEditing(false);
          notifySuccess(
            t(invoice.document?.format === 'facturx' ? 'clients.po.savedIssued' : 'clients.po.saved', {
              number: invoice.invoiceNumber,
            }),
          );
        },
        onError: (e) => setError(describe(e)),
      },
    );
  };
  if (!editing)
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{invoice.invoicePONumber ?? '—'}</Text>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('clients.po.edit', { number: invoice.invoiceNumber })}
          onClick={() => {
            setText(invoice.invoicePONumber ?? '');
            setEditing(true);
          }}
        >
          {EDIT_ICON}
        </ActionIcon>
      </Group>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        size="xs"
        aria-label={t('clients.po.field', { number: invoice.invoiceNumber })}
        value={text}
        error={error}
        autoFocus
        maxLength={100}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
          if (e.key === 'Escape') setEditing(false);
        }}
      />
      <Button size="compact-xs" onClick={submit} loading={save.isPending}>
        {t('clients.action.save')}
      </Button>
      <Button size="compact-xs" variant="default" onClick={() => setEditing(false)}>
        {t('clients.action.cancel')}
      </Button>
    </Group>
  );
}
