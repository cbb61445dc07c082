import { Alert, Group, NumberInput, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { errorMessage } from '@courier/shared';
import { usePreviewPay } from '../api/previewPay';
import type { PayPreview } from '../types';
import { formatCents } from '../utils/money';

export interface PreviewInputs {
  date: string;
  waypoints: number;
  km: number;
}

function sourceText(p: PayPreview): string {
  if (p.source === 'calendar') return `Calendar override of ${dayjs(p.date).format('D MMMM YYYY')}`;
  if (p.source === 'config') return 'Team configuration';
  return 'No rule: the team has no configuration';
}

/** One worker-day's pay under the rules in force on a date (retrib/previewPay). */
export function PayPreviewPanel({
  teamId,
  inputs,
  onChange,
}: {
  teamId: number;
  inputs: PreviewInputs;
  onChange: (inputs: PreviewInputs) => void;
}) {
  const [debounced] = useDebouncedValue(inputs, 250);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(debounced.date) && dayjs(debounced.date).isValid();
  const preview = usePreviewPay({ teamId, ...debounced }, valid);
  const p = preview.data;

  return (
    <Stack gap="sm" component="section" aria-labelledby="pay-preview-title">
      <Title order={3} id="pay-preview-title">
        Pay preview
      </Title>
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label="Date"
          value={inputs.date}
          onChange={(e) => onChange({ ...inputs, date: e.currentTarget.value })}
          error={inputs.date && !/^\d{4}-\d{2}-\d{2}$/.test(inputs.date) ? 'Pick a date' : undefined}
        />
        <NumberInput
          label="Waypoints"
          min={0}
          max={100000}
          allowDecimal={false}
          allowNegative={false}
          value={inputs.waypoints}
          onChange={(v) => onChange({ ...inputs, waypoints: typeof v === 'number' ? v : Number(v) || 0 })}
        />
        <NumberInput
          label="Km"
          min={0}
          max={100000}
          allowDecimal={false}
          allowNegative={false}
          value={inputs.km}
          onChange={(v) => onChange({ ...inputs, km: typeof v === 'number' ? v : Number(v) || 0 })}
        />
      </Group>
      {preview.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(preview.error)}
        </Alert>
      )}
      {!p && preview.isFetching && <Skeleton height={80} />}
      {p && (
        <Stack gap={4} aria-live="polite" data-testid="pay-preview">
          <Text>
            Rule applied: <strong data-testid="pay-preview-source">{sourceText(p)}</strong>
          </Text>
          <Table withTableBorder captionSide="top" aria-label="Pay breakdown">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Term</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Day</Table.Td>
                <Table.Td>{formatCents(p.rates.day)}</Table.Td>
                <Table.Td ta="right">{formatCents(p.breakdown.day)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{p.waypoints} waypoints</Table.Td>
                <Table.Td>{formatCents(p.rates.waypoint)} each</Table.Td>
                <Table.Td ta="right">{formatCents(p.breakdown.waypoints)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{p.km} km</Table.Td>
                <Table.Td>{formatCents(p.rates.km)} per km</Table.Td>
                <Table.Td ta="right">{formatCents(p.breakdown.km)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>Extra</Table.Td>
                <Table.Td />
                <Table.Td ta="right">{formatCents(p.breakdown.extra)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text fw={700} size="lg">
            Total: <span data-testid="pay-preview-total">{formatCents(p.total)}</span>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
