import { useMemo, useState } from 'react';
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
          <Title order={3} size="h4">
            {t('plan.anomalies', { count: plan.data.anomalies.length })}
          </Title>
          {plan.data.anomalies.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('plan.noAnomaly')}
            </Text>
          ) : (
            <Table aria-label={t('plan.anomaliesLabel')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('plan.date')}</Table.Th>
                  <Table.Th>{t('plan.anomaly')}</Table.Th>
                  <Table.Th>{t('anomaly.shift')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.data.anomalies.map((a, i) => {
                  const shift = a.shiftId !== null ? shiftsById.get(a.shiftId) : undefined;
                  return (
                    <Table.Tr key={i}>
                      <Table.Td>{f.shortDay(a.date)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" c="orange.9">
                          {anomalyText(t, f.clock, a, times)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {shift ? (
                          <EntityLink kind="shift" id={shift.id} date={shift.date}>
                            {t('anomaly.shiftOn', { date: f.date(shift.date), span: span(shift) })}
                          </EntityLink>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}

          <Title order={3} size="h4">
            {t('plan.shifts', { count: plan.data.shifts.length })}
          </Title>
          {plan.data.shifts.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('plan.noShift')}
            </Text>
          ) : (
            <Table aria-label={t('plan.shiftsLabel')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('plan.date')}</Table.Th>
                  <Table.Th>{t('plan.client')}</Table.Th>
                  <Table.Th>{t('plan.times')}</Table.Th>
                  <Table.Th>{t('plan.missions')}</Table.Th>
                  <Table.Th>{t('common.open')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.data.shifts.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{f.shortDay(s.date)}</Table.Td>
                    <Table.Td>
                      {s.client.name}{' '}
                      {s.unproductive && (
                        <Badge color="gray" size="sm">
                          {t('plan.unproductive')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {f.clock(s.startTime)}–{f.clock(s.endTime)}
                    </Table.Td>
                    <Table.Td>{s.missionsCount}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={t('plan.openShift', { date: f.date(s.date), start: f.clock(s.startTime), end: f.clock(s.endTime) })}
                        onClick={() => onOpenShift(s.id)}
                      >
                        {t('common.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}

          <Title order={3} size="h4">
            {t('plan.workerTimes', { count: plan.data.workerTimes.length })}
          </Title>
          {plan.data.workerTimes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('plan.noTime')}
            </Text>
          ) : (
            <Table aria-label={t('plan.timesLabel')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('plan.date')}</Table.Th>
                  <Table.Th>{t('plan.worked')}</Table.Th>
                  <Table.Th>{t('plan.gtaType')}</Table.Th>
                  <Table.Th>{t('common.open')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.data.workerTimes.map((time) => (
                  <Table.Tr key={time.id}>
                    <Table.Td>{f.shortDay(time.date)}</Table.Td>
                    <Table.Td>
                      {f.time(time.startedAt)}–{time.endedAt ? f.time(time.endedAt) : '…'}
                    </Table.Td>
                    <Table.Td>{time.gtaType?.name ?? '—'}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={t('plan.openTimes', { date: f.date(time.date) })}
                        onClick={() => onOpenTimes(time.workerId, time.date)}
                      >
                        {t('common.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}
