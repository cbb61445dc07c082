import { useEffect, useState } from 'react';
import { Box, Card, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { EmptyState, ErrorState, KPI_MAX_DAYS, LoadingState, lazyComponent, useFormat } from '@courier/shared';
import { translate, useT, type MessageId } from '../../../i18n';
import { useWorkersKpis } from '../api';
import { isoDay } from '../utils/dates';
import { PeriodInputs, periodError, type Period } from './PeriodInputs';

// recharts is fetched only when the KPIs tab opens, not with the worker page.
const WorkerKpisChart = lazyComponent(
  () =>
    import(/* webpackChunkName: "worker-kpis-chart" */ './WorkerKpisChart').then((m) => ({
      default: m.WorkerKpisChart,
    })),
  {
    fallback: <LoadingState label={translate('workers.kpis.chartLoading')} />,
    failureTitle: translate('workers.kpis.chartFailed'),
  },
);

type Metric = 'missions' | 'waypoints' | 'km' | 'pay';
const METRICS: { value: Metric; label: MessageId }[] = [
  { value: 'missions', label: 'workers.kpis.missions' },
  { value: 'waypoints', label: 'workers.kpis.waypoints' },
  { value: 'km', label: 'workers.kpis.km' },
  { value: 'pay', label: 'workers.kpis.payEuros' },
];

function Figure({ label, value }: { label: string; value: string }) {
  const t = useT();
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} aria-label={t('workers.kpis.figure', { label, value })}>
        {value}
      </Text>
    </Card>
  );
}

/** KPIs of one worker over a chosen period: totals and a chart per day. Pay in euros from cents. */
export function WorkerKpisPanel({ workerId }: { workerId: number }) {
  const t = useT();
  const format = useFormat();
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

  let content;
  if (error) content = null;
  else if (kpis.isPending) content = <LoadingState label={t('workers.kpis.loading')} />;
  else if (kpis.isError)
    content = <ErrorState title={t('workers.kpis.failed')} error={kpis.error} onRetry={() => kpis.refetch()} />;
  else {
    const { totals, daily } = kpis.data;
    const chartData = daily.map((d) => ({
      date: format.shortDay(d.date),
      value: metric === 'pay' ? d.pay / 100 : d[metric],
    }));
    const metricLabel = t(METRICS.find((m) => m.value === metric)!.label);
    content = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          <Figure label={t('workers.kpis.days')} value={format.number(totals.days)} />
          <Figure label={t('workers.kpis.missions')} value={format.number(totals.missions)} />
          <Figure label={t('workers.kpis.waypoints')} value={format.number(totals.waypoints)} />
          <Figure label={t('workers.kpis.km')} value={format.number(totals.km)} />
          <Figure label={t('workers.kpis.pay')} value={format.money(totals.pay)} />
          <Figure label={t('workers.kpis.unproductive')} value={format.number(totals.unproductiveShifts)} />
        </SimpleGrid>
        {daily.length === 0 ? (
          <EmptyState title={t('workers.kpis.empty')} description={t('workers.kpis.emptyHint')} />
        ) : (
          <Stack gap="xs">
            <SegmentedControl
              aria-label={t('workers.kpis.chartFigure')}
              value={metric}
              onChange={(v) => setMetric(v as Metric)}
              data={METRICS.map((m) => ({ value: m.value, label: t(m.label) }))}
              w="fit-content"
            />
            <Box
              h={260}
              role="img"
              aria-label={t('workers.kpis.chartLabel', {
                metric: metricLabel,
                from: format.date(period.from),
                to: format.date(period.to),
                days: daily.length,
              })}
            >
              <WorkerKpisChart
                data={chartData}
                name={metricLabel}
                allowDecimals={metric === 'pay'}
                formatValue={(value) =>
                  metric === 'pay' ? format.money(Math.round(value * 100)) : format.number(value)
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
