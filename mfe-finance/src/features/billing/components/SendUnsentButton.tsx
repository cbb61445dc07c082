import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { BulkDialog, useErrorMessage, useFormat, useStepUpGuard, type BulkItem } from '@courier/shared';
import { getUnsentInvoices, useSendChosen, type BillingInvoice } from '../api';
import { bulkTexts } from '../../../kit/kitTexts';
import { useT } from '../../../i18n';

/**
 * "Send N unsent": lists every unsent invoice of the month in the bulk dialog (one without a
 * billing contact's email unticked, saying so), sends only the ticked ones after a fresh code
 * when the server wants one, and reports sent, left out and failed, with a retry of the failed.
 */
export function SendUnsentButton({ month, unsent }: { month: string; unsent: number }) {
  const t = useT();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const { guard, modal } = useStepUpGuard();
  const send = useSendChosen(guard);
  const [loading, setLoading] = useState(false);
  const [invoices, setInvoices] = useState<BillingInvoice[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async () => {
    setProblem(null);
    setLoading(true);
    try {
      setInvoices(await getUnsentInvoices(month));
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setLoading(false);
    }
  };
  const items: BulkItem<string>[] = (invoices ?? []).map((i) => ({
    id: i.invoiceNumber,
    label: t('billing.send.item', {
      number: i.invoiceNumber,
      code: i.businessCode,
      name: i.clientName,
      amount: f.money(i.amount),
    }),
    skipReason: i.billingEmail ? null : t('billing.invoices.noContact'),
  }));

  return (
    <>
      {modal}
      {unsent > 0 && (
        <Button onClick={() => void open()} loading={loading}>
          {t('billing.invoices.sendUnsent', { count: unsent })}
        </Button>
      )}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      <BulkDialog
        opened={invoices !== null}
        onClose={() => setInvoices(null)}
        title={t('billing.send.title')}
        items={items}
        confirmLabel={(count) => t('billing.send.confirm', { count })}
        run={(ids) => send.mutateAsync({ month, invoiceNumbers: ids })}
        texts={bulkTexts(t)}
        description={<Text size="sm">{t('billing.send.description', { month: f.month(month) })}</Text>}
      />
    </>
  );
}
