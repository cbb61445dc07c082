import { useEffect, useState } from 'react';
import { Box, Card, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { EmptyState, ErrorState, KPI_MAX_DAYS, LoadingState, lazyComponent } from '@courier/shared';
import { useWorkersKpis } from '../api';
import { formatCents, isoDay } from '../utils/format';
import { PeriodInputs, periodError, type Period } from './PeriodInputs';

// recharts is fetched only when the KPIs tab opens, not with the worker page.
const WorkerKpisChart = lazyComponent(
  () =>
    import(/* webpackChunkName: "worker-kpis-chart" */ './WorkerKpisChart').then((m) => ({
      default: m.WorkerKpisChart,
    })),
  { fallback: <LoadingState label="Loading the chart…" />, failureTitle: 'The chart could not be loaded' },
);


type Metric = 'missions' | 'waypoints' | 'km' | 'pay';
const METRICS: { value: Metric; label: string }[] = [
  { value: 'missions', label: 'Missions' },
  { value: 'waypoints', label: 'Waypoints' },
  { value: 'km', label: 'Km' },
  { value: 'pay', label: 'Pay (€)' },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Card>
  );
}

/** KPIs of one worker over a chosen period: totals and a chart per day. Pay in euros from cents. */
export function WorkerKpisPanel({ workerId }: { workerId: number }) {
  const [period, setPeriod] = useState<Period>(() => ({
    from: isoDay(dayjs().subtract(29, 'day')),
    to: isoDay(dayjs()),
  }));
  const [metric, setMetric] = useState<Metric>('missions');
  // The chart's code downloads while the KPIs are read, not after.
  useEffect(() => {
    void WorkerKpisChart.preload();
  }, []);
  const error = periodError(period, KPI_MAX_DAYS);
  const kpis = useWorkersKpis({ dateFrom: period.from, dateTo: period.to, workerId }, !error);
  const number = new Intl.NumberFormat('fr-FR');

  let content;
  if (error) content = null;
  else if (kpis.isPending) content = <LoadingState label="Loading KPIs…" />;
  else if (kpis.isError)
    content = <ErrorState title="The KPIs could not be loaded" error={kpis.error} onRetry={() => kpis.refetch()} />;
  else {
    const { totals, daily } = kpis.data;
    const chartData = daily.map((d) => ({
      date: dayjs(d.date).format('DD/MM'),
      value: metric === 'pay' ? d.pay / 100 : d[metric],
    }));
    const metricLabel = METRICS.find((m) => m.value === metric)!.label;
    content = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          <Figure label="Days" value={number.format(totals.days)} />
          <Figure label="Missions" value={number.format(totals.missions)} />
          <Figure label="Waypoints" value={number.format(totals.waypoints)} />
          <Figure label="Km" value={number.format(totals.km)} />
          <Figure label="Pay" value={formatCents(totals.pay)} />
          <Figure label="Unproductive shifts" value={number.format(totals.unproductiveShifts)} />
        </SimpleGrid>
        {daily.length === 0 ? (
          <EmptyState title="No productive shift in this period" description="Choose another period." />
        ) : (
          <Stack gap="xs">
            <SegmentedControl
              aria-label="Chart figure"
              value={metric}
              onChange={(v) => setMetric(v as Metric)}
              data={METRICS}
              w="fit-content"
            />
            <Box
              h={260}
              role="img"
              aria-label={`${metricLabel} per day from ${period.from} to ${period.to}, ${daily.length} days with activity`}
            >
              <WorkerKpisChart
                data={chartData}
                name={metricLabel}
                allowDecimals={metric === 'pay'}
                formatValue={(value) =>
                  metric === 'pay' ? formatCents(Math.round(value * 100)) : number.format(value)
                }
              />
            </Box>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <PeriodInputs idPrefix="kpis" value={period} onChange={setPeriod} error={error} />
      {content}
    </Stack>
  );
}
