import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatMonth, notifySuccess, useErrorMessage, useFormat } from '@courier/shared';
import { downloadArchive } from '../api';
import { thisMonth } from '../utils/month';
import { translate, useT } from '../../../i18n';
import { MonthInput } from './MonthInput';

/**
 * For the accountant: every invoice and credit note issued in a month (by issue date, whatever
 * month they bill) as its Factur-X file, with an index of their totals per VAT rate, in one zip.
 */
export function ArchivePanel() {
  const t = useT();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const [month, setMonth] = useState(thisMonth);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadArchive(month);
      notifySuccess(translate('billing.archive.downloaded', { month: formatMonth(month) }));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="billing-archive-title">
      <Title order={2} size="h4" id="billing-archive-title">
        {t('billing.archive.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('billing.archive.text')}
      </Text>
      <Group align="flex-end">
        <MonthInput month={month} onMonth={setMonth} label={t('billing.archive.month')} />
        <Button onClick={() => void download()} loading={busy}>
          {t('billing.archive.download', { month: f.month(month) })}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" title={t('billing.archive.failed')}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
