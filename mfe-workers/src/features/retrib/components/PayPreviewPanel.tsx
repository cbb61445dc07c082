import { Alert, Group, NumberInput, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useErrorMessage, useFormat, type Formatters } from '@courier/shared';
import { useT } from '../../../i18n';
import { DateField } from '@courier/shared';
import { usePreviewPay } from '../api/previewPay';
import type { PayPreview } from '../types';

export interface PreviewInputs {
  date: string;
  waypoints: number;
  km: number;
}

function sourceText(t: ReturnType<typeof useT>, format: Formatters, p: PayPreview): string {
  if (p.source === 'calendar') return t('retrib.preview.sourceCalendar', { date: format.date(p.date) });
  if (p.source === 'config') return t('retrib.preview.sourceConfig');
  return t('retrib.preview.sourceNone');
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
  const t = useT();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const [debounced] = useDebouncedValue(inputs, 250);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(debounced.date) && dayjs(debounced.date).isValid();
  const preview = usePreviewPay({ teamId, ...debounced }, valid);
  const p = preview.data;

  return (
    <Stack gap="sm" component="section" aria-labelledby="pay-preview-title">
      <Title order={3} id="pay-preview-title">
        {t('retrib.preview.title')}
      </Title>
      <Group grow align="flex-start">
        <DateField
          label={t('retrib.preview.date')}
          value={inputs.date}
          onChange={(date) => onChange({ ...inputs, date })}
          error={inputs.date && !/^\d{4}-\d{2}-\d{2}$/.test(inputs.date) ? t('retrib.preview.pickDate') : undefined}
        />
        <NumberInput
          label={t('retrib.preview.waypoints')}
          min={0}
          max={100000}
          allowDecimal={false}
          allowNegative={false}
          value={inputs.waypoints}
          onChange={(v) => onChange({ ...inputs, waypoints: typeof v === 'number' ? v : Number(v) || 0 })}
        />
        <NumberInput
          label={t('retrib.preview.km')}
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
            {t('retrib.preview.rule')} <strong data-testid="pay-preview-source">{sourceText(t, format, p)}</strong>
          </Text>
          <Table withTableBorder captionSide="top" aria-label={t('retrib.preview.breakdown')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('retrib.preview.term')}</Table.Th>
                <Table.Th>{t('retrib.preview.rate')}</Table.Th>
                <Table.Th ta="right">{t('retrib.preview.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{t('retrib.preview.day')}</Table.Td>
                <Table.Td>{format.money(p.rates.day)}</Table.Td>
                <Table.Td ta="right">{format.money(p.breakdown.day)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('retrib.preview.waypointCount', { count: format.number(p.waypoints) })}</Table.Td>
                <Table.Td>{t('retrib.preview.each', { amount: format.money(p.rates.waypoint) })}</Table.Td>
                <Table.Td ta="right">{format.money(p.breakdown.waypoints)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('retrib.preview.kmCount', { count: format.number(p.km) })}</Table.Td>
                <Table.Td>{t('retrib.preview.perKm', { amount: format.money(p.rates.km) })}</Table.Td>
                <Table.Td ta="right">{format.money(p.breakdown.km)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('retrib.preview.extra')}</Table.Td>
                <Table.Td />
                <Table.Td ta="right">{format.money(p.breakdown.extra)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text fw={700} size="lg">
            {t('retrib.preview.total')} <span data-testid="pay-preview-total">{format.money(p.total)}</span>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
