import { useState } from 'react';
import { Badge, Button, Drawer, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ErrorState, LoadingState } from '@courier/shared';
import { useWorkerAnomaliesAndPlannedShifts } from '../api';
import { dayLabel, isIsoDate } from '../utils/week';
import { hm } from '../utils/workerTime';

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
  return (
    <Drawer
      opened={worker !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Title order={2} size="h3">
          Planned shifts and anomalies
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
  return (
    <Stack gap="sm">
      <Text>
        {who ? (
          <>
            <strong>{who.shortCode}</strong> {who.name}
          </>
        ) : (
          `Worker ${worker.id}`
        )}
        {plan.data && ` · ${plan.data.dateStart} to ${plan.data.dateEnd}`}
      </Text>
      <Group grow align="flex-start">
        <TextInput
          label="From"
          description="Empty: 14 days ago"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          label="To"
          description="Empty: the last date shifts may be planned"
          type="date"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={badPeriod ? 'The end is before the start' : undefined}
        />
      </Group>
      {plan.isPending && !badPeriod && <LoadingState label="Loading the worker's shifts and anomalies…" />}
      {plan.isError && (
        <ErrorState
          title="The worker's shifts and anomalies could not be loaded"
          error={plan.error}
          onRetry={() => void plan.refetch()}
        />
      )}
      {plan.data && (
        <>
          <Title order={3} size="h4">
            Anomalies ({plan.data.anomalies.length})
          </Title>
          {plan.data.anomalies.length === 0 ? (
            <Text size="sm" c="dimmed">
              No anomaly over the period.
            </Text>
          ) : (
            <Table aria-label="Anomalies of the worker" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Anomaly</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.data.anomalies.map((a, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{dayLabel(a.date)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c="orange.9">
                        {a.message}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}

          <Title order={3} size="h4">
            Planned shifts ({plan.data.shifts.length})
          </Title>
          {plan.data.shifts.length === 0 ? (
            <Text size="sm" c="dimmed">
              No shift planned over the period.
            </Text>
          ) : (
            <Table aria-label="Planned shifts of the worker" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Times</Table.Th>
                  <Table.Th>Missions</Table.Th>
                  <Table.Th>Open</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.data.shifts.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{dayLabel(s.date)}</Table.Td>
                    <Table.Td>
                      {s.client.name}{' '}
                      {s.unproductive && (
                        <Badge color="gray" size="sm">
                          Unproductive
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {s.startTime}–{s.endTime}
                    </Table.Td>
                    <Table.Td>{s.missionsCount}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Open the shift of ${s.date} ${s.startTime}–${s.endTime}`}
                        onClick={() => onOpenShift(s.id)}
                      >
                        Open
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}

          <Title order={3} size="h4">
            Worker times ({plan.data.workerTimes.length})
          </Title>
          {plan.data.workerTimes.length === 0 ? (
            <Text size="sm" c="dimmed">
              No worker time over the period.
            </Text>
          ) : (
            <Table aria-label="Worker times of the worker" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Worked</Table.Th>
                  <Table.Th>GTA type</Table.Th>
                  <Table.Th>Open</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.data.workerTimes.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>{dayLabel(t.date)}</Table.Td>
                    <Table.Td>
                      {hm(t.startedAt)}–{t.endedAt ? hm(t.endedAt) : '…'}
                    </Table.Td>
                    <Table.Td>{t.gtaType?.name ?? '—'}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Open the worker times of ${t.date}`}
                        onClick={() => onOpenTimes(t.workerId, t.date)}
                      >
                        Open
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
