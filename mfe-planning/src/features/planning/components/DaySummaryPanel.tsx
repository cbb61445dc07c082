import { Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { ErrorState, FilterChip, LoadingState, useFormat } from '@courier/shared';
import type { Anomaly } from '../types';
import { useT } from '../../../i18n';
import { useDaySummary } from '../api';

/** The figures of a day, in the table's order; their headers are `planning.figure.<figure>`. */
const FIGURES = ['shifts', 'workers', 'missions', 'waypoints', 'km', 'unproductiveShifts', 'anomalies'] as const;

/** The day summary of a chosen date of the week: totals, by client and by agency, with the board's filters. */
export function DaySummaryPanel({
  dates,
  date,
  onDate,
  clientIds,
  agencyIds,
  anomaly = null,
  onClearAnomaly,
}: {
  dates: string[];
  date: string;
  onDate: (d: string) => void;
  clientIds: number[];
  agencyIds: number[];
  /** Count only the anomalies of this kind (set by a link), shown as a chip that clears it. */
  anomaly?: Anomaly['kind'] | null;
  onClearAnomaly?: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const summary = useDaySummary({
    date,
    clientIds: clientIds.join(',') || undefined,
    agencyIds: agencyIds.join(',') || undefined,
    anomaly: anomaly ?? undefined,
  });
  const kindLabel = anomaly ? t(`planning.summary.kind.${anomaly}`) : '';
  return (
    <Card withBorder component="section" aria-labelledby="day-summary-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="day-summary-title">
            {t('planning.summary.title')}
          </Title>
          <Select
            label={t('planning.summary.date')}
            data={dates.map((d) => ({ value: d, label: f.shortDay(d) }))}
            value={date}
            onChange={(d) => d && onDate(d)}
            allowDeselect={false}
            w={180}
          />
        </Group>
        {anomaly && (
          <div>
            <FilterChip
              label={kindLabel}
              clearLabel={t('planning.summary.clearKind', { kind: kindLabel })}
              onClear={() => onClearAnomaly?.()}
            />
          </div>
        )}
        {summary.isPending && <LoadingState label={t('planning.summary.loading')} />}
        {summary.isError && <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />}
        {summary.data && summary.data.totals.shifts === 0 && summary.data.totals.anomalies === 0 && (
          <Text c="dimmed">{t('planning.summary.empty')}</Text>
        )}
        {summary.data && (summary.data.totals.shifts > 0 || summary.data.totals.anomalies > 0) && (
          <Table aria-label={t('planning.summary.label', { date: f.date(summary.data.date) })} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('planning.summary.of')}</Table.Th>
                {FIGURES.map((k) => (
                  <Table.Th key={k}>{t(`planning.figure.${k}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr fw={700}>
                <Table.Td>{t('planning.summary.all')}</Table.Td>
                {FIGURES.map((k) => (
                  <Table.Td key={k} data-total={k} data-count={summary.data.totals[k]}>
                    {f.number(summary.data.totals[k])}
                  </Table.Td>
                ))}
              </Table.Tr>
              {summary.data.byAgency.map((a) => (
                <Table.Tr key={`a${a.agency.id}`}>
                  <Table.Td>{t('planning.summary.agency', { name: a.agency.name })}</Table.Td>
                  {FIGURES.map((k) => (
                    <Table.Td key={k}>{f.number(a[k])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {summary.data.byClient.slice(0, 50).map((c) => (
                <Table.Tr key={`c${c.client.id}`}>
                  <Table.Td>{c.client.name}</Table.Td>
                  {FIGURES.map((k) => (
                    <Table.Td key={k}>{f.number(c[k])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
