import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage, notifySuccess } from '@courier/shared';
import { downloadArchive } from '../api';
import { monthLabel } from '../utils/month';
import { MonthInput } from './MonthInput';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * For the accountant: every invoice and credit note issued in a month (by issue date, whatever
 * month they bill) as its Factur-X file, with an index of their totals per VAT rate, in one zip.
 */
export function ArchivePanel() {
  const [month, setMonth] = useState(thisMonth);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadArchive(month);
      notifySuccess(`Archive of ${monthLabel(month)} downloaded`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="billing-archive-title">
      <Title order={2} size="h4" id="billing-archive-title">
        Accountant&apos;s archive
      </Title>
      <Text size="sm" c="dimmed">
        The invoices and credit notes issued in a month, as their legal Factur-X files, with index.csv (number, date,
        client, totals per VAT rate; semicolon-separated for French spreadsheets). A month of thousands of documents
        takes a little while.
      </Text>
      <Group align="flex-end">
        <MonthInput month={month} onMonth={setMonth} label="Issued in" />
        <Button onClick={() => void download()} loading={busy}>
          Download the archive of {monthLabel(month)}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" title="The archive could not be downloaded">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
