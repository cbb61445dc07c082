import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { DateField } from '@courier/shared';
import { EntityLink, ErrorState, LoadingState, useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import { useWorkerAnomaliesAndPlannedShifts } from '../api';
import { isIsoDate } from '../utils/week';
import { anomalyText } from '../utils/anomalyText';

/** The worker the panel shows: from a board row (with its name) or from the address (id only). */
export interface WorkerPlanTarget {
  id: number;
  shortCode?: string;
  name?: string;
}

export interface WorkerPlanPanelProps {
  worker: WorkerPlanTarget | null;
  onClose: () => void;
  onOpenShift: (shiftId: number) => void;
  onOpenTimes: (workerId: number, date: string) => void;
}

/**
 * A worker's planned shifts, worker times and anomalies over a period
 * (planning/getWorkerAnomaliesAndPlannedShifts; by default the last 14 days to the max-days
 * limit), opened from the worker's row of the board or from `?workerId=` in the address.
 */
export function WorkerPlanPanel({ worker, onClose, onOpenShift, onOpenTimes }: WorkerPlanPanelProps) {
  const t = useT();
  return (
    <Drawer
      opened={worker !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Title order={2} size="h3">
          {t('plan.title')}
        </Title>
      }
    >
      {worker && (
        <WorkerPlan key={worker.id} worker={worker} onOpenShift={onOpenShift} onOpenTimes={onOpenTimes} />
      )}
    </Drawer>
  );
}

function WorkerPlan({
  worker,
  onOpenShift,
  onOpenTimes,
}: {
  worker: WorkerPlanTarget;
  onOpenShift: (shiftId: number) => void;
  onOpenTimes: (workerId: number, date: string) => void;
}) {
  const t = useT();
  const f = useFormat();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const badPeriod = isIsoDate(from) && isIsoDate(to) && to < from;
  const plan = useWorkerAnomaliesAndPlannedShifts(
    {
      workerId: worker.id,
      dateStart: isIsoDate(from) ? from : undefined,
      dateEnd: isIsoDate(to) ? to : undefined,
    },
    !badPeriod,
  );
  const who =
    plan.data?.worker ?? (worker.name ? { shortCode: worker.shortCode ?? '', name: worker.name } : null);
  const shiftsById = useMemo(() => new Map((plan.data?.shifts ?? []).map((s) => [s.id, s])), [plan.data]);
  const span = (s: { startTime: string; endTime: string }) => `${f.clock(s.startTime)}–${f.clock(s.endTime)}`;
  const times = new Map([...shiftsById].map(([id, s]) => [id, span(s)]));
  return (
    <Stack gap="sm">
      <Text>
        {who ? (
          <>
            {/* The worker's page, when the user's roles open it. */}
            <EntityLink kind="worker" code={who.shortCode}>
              <strong>{who.shortCode}</strong> {who.name}
            </EntityLink>
          </>
        ) : (
          t('panel.unknownWorker', { id: worker.id })
        )}
        {plan.data && ` · ${t('plan.period', { start: f.date(plan.data.dateStart), end: f.date(plan.data.dateEnd) })}`}
      </Text>
      <Group grow align="flex-start">
        <DateField
          label={t('plan.from')}
          description={t('plan.fromHint')}
          value={from}
          onChange={setFrom}
        />
        <DateField
          label={t('plan.to')}
          description={t('plan.toHint')}
          value={to}
          onChange={setTo}
          error={badPeriod ? t('plan.badPeriod') : undefined}
        />
      </Group>
      {plan.isPending && !badPeriod && <LoadingState label={t('plan.loading')} />}
      {plan.isError && (
        <ErrorState
          title={t('plan.error')}
          error={plan.error}
          onRetry={() => void plan.refetch()}
        />
      )}
      {plan.data && (
        <>
          <PlanSection
            title={t('plan.anomalies', { count: plan.data.anomalies.length })}
            empty={t('plan.noAnomaly')}
            label={t('plan.anomaliesLabel')}
            headers={[t('plan.date'), t('plan.anomaly'), t('anomaly.shift')]}
            items={plan.data.anomalies.map((a, i) => ({ ...a, key: i }))}
            cells={(a) => {
              const shift = a.shiftId !== null ? shiftsById.get(a.shiftId) : undefined;
              return [
                f.shortDay(a.date),
                <Text key="text" size="sm" c="orange.9">
                  {anomalyText(t, f.clock, a, times)}
                </Text>,
                shift ? (
                  <EntityLink key="shift" kind="shift" id={shift.id} date={shift.date}>
                    {t('anomaly.shiftOn', { date: f.date(shift.date), span: span(shift) })}
                  </EntityLink>
                ) : (
                  '—'
                ),
              ];
            }}
          />
          <PlanSection
            title={t('plan.shifts', { count: plan.data.shifts.length })}
            empty={t('plan.noShift')}
            label={t('plan.shiftsLabel')}
            headers={[t('plan.date'), t('plan.client'), t('plan.times'), t('plan.missions'), t('common.open')]}
            items={plan.data.shifts.map((s) => ({ ...s, key: s.id }))}
            cells={(s) => [
              f.shortDay(s.date),
              <>
                {s.client.name}{' '}
                {s.unproductive && (
                  <Badge color="gray" size="sm">
                    {t('plan.unproductive')}
                  </Badge>
                )}
              </>,
              span(s),
              s.missionsCount,
              <OpenButton
                key="open"
                label={t('plan.openShift', { date: f.date(s.date), start: f.clock(s.startTime), end: f.clock(s.endTime) })}
                onClick={() => onOpenShift(s.id)}
              />,
            ]}
          />
          <PlanSection
            title={t('plan.workerTimes', { count: plan.data.workerTimes.length })}
            empty={t('plan.noTime')}
            label={t('plan.timesLabel')}
            headers={[t('plan.date'), t('plan.worked'), t('plan.gtaType'), t('common.open')]}
            items={plan.data.workerTimes.map((time) => ({ ...time, key: time.id }))}
            cells={(time) => [
              f.shortDay(time.date),
              `${f.time(time.startedAt)}–${time.endedAt ? f.time(time.endedAt) : '…'}`,
              time.gtaType?.name ?? '—',
              <OpenButton
                key="open"
                label={t('plan.openTimes', { date: f.date(time.date) })}
                onClick={() => onOpenTimes(time.workerId, time.date)}
              />,
            ]}
          />
        </>
      )}
    </Stack>
  );
}

function OpenButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useT();
  return (
    <Button size="xs" variant="subtle" aria-label={label} onClick={onClick}>
      {t('common.open')}
    </Button>
  );
}

interface PlanSectionProps<T extends { key: number }> {
  title: string;
  empty: string;
  label: string;
  headers: string[];
  items: T[];
  cells: (item: T) => ReactNode[];
}

/** One part of the worker's plan: its heading with the count, then its table or a line saying it is empty. */
function PlanSection<T extends { key: number }>({ title, empty, label, headers, items, cells }: PlanSectionProps<T>) {
  return (
    <>
      <Title order={3} size="h4">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table aria-label={label} striped>
          <Table.Thead>
            <Table.Tr>
              {headers.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.key}>
                {cells(item).map((cell, i) => (
                  <Table.Td key={i}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
