import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ConfirmDialog, EmptyState, FormError, VEHICLE_HISTORY_SIZE, errorMessage, isApiError, notifySuccess } from '@courier/shared';
import { useAssignVehicle } from '../api/assignVehicle';
import { useDissociateVehicle } from '../api/dissociateVehicle';
import { vehicleQueryOptions } from '../api/getVehicle';
import { useWorkersLight } from '../api/getWorkersLight';
import { vehicleAssignmentsQueryOptions } from '../api/getVehicleAssignments';
import { useHistoryPages } from '../hooks/useHistoryPages';
import { HistoryPages } from './HistoryPages';
import type { VehicleDetail } from '../types';

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

export const DRIVER_CONFLICT_MESSAGE =
  'Someone else changed this vehicle meanwhile, so the driver was not changed. The latest values are now shown: check the driver and try again.';

/**
 * Who drives the vehicle: assign a worker, dissociate (confirmed), and the assignment history.
 * Both changes carry the vehicle's version; a 409 because someone changed the vehicle
 * meanwhile reloads it and says so (other 409s, a driver already there, are shown as sent).
 */
export function VehicleDriver({ vehicle }: { vehicle: VehicleDetail }) {
  const open = vehicle.assignments.find((a) => a.endedAt === null);
  const driver = open?.worker ?? vehicle.worker;
  const [confirming, setConfirming] = useState(false);
  const [workerId, setWorkerId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [error, setError] = useState<string | null>(null);
  const { rows: history, pager } = useHistoryPages('assignments', vehicle.assignments, vehicle.assignmentsTotal, (page) =>
    vehicleAssignmentsQueryOptions({ vehicleId: vehicle.id, page, pageSize: VEHICLE_HISTORY_SIZE }),
  );
  const [conflict, setConflict] = useState(false);
  const queryClient = useQueryClient();
  const workers = useWorkersLight(debounced, !driver);
  const assign = useAssignVehicle(vehicle.shortCode);
  const dissociate = useDissociateVehicle(vehicle.shortCode);

  /** A refused change: stale version -> the latest vehicle and the conflict message; else the error. */
  const refused = async (e: unknown, sentVersion: number) => {
    if (isApiError(e) && e.status === 409) {
      const fresh = await queryClient.fetchQuery({ ...vehicleQueryOptions(vehicle.shortCode), staleTime: 0 });
      if (fresh.version !== sentVersion) {
        setConflict(true);
        return;
      }
    }
    setError(errorMessage(e));
  };

  const doAssign = async () => {
    if (!workerId) {
      setError('Pick a worker first.');
      return;
    }
    setError(null);
    setConflict(false);
    const version = vehicle.version;
    try {
      const a = await assign.mutateAsync({ vehicleId: vehicle.id, workerId: Number(workerId), version });
      notifySuccess(`${vehicle.shortCode} assigned to ${a.worker.name}.`);
      setWorkerId(null);
      setSearch('');
    } catch (e) {
      await refused(e, version);
    }
  };

  const doDissociate = async () => {
    if (!driver) return;
    setError(null);
    setConflict(false);
    const version = vehicle.version;
    try {
      await dissociate.mutateAsync({ vehicleId: vehicle.id, workerId: driver.id, version });
      notifySuccess(`${driver.name} no longer drives ${vehicle.shortCode}.`);
      setConfirming(false);
    } catch (e) {
      setConfirming(false);
      await refused(e, version);
    }
  };

  const options = (workers.data ?? []).map((w) => ({ value: String(w.id), label: `${w.name} (${w.shortCode})` }));

  return (
    <Stack gap="sm" component="section" aria-labelledby="vehicle-driver-title">
      <Title order={2} size="h3" id="vehicle-driver-title">
        Driver
      </Title>
      {conflict && (
        <Alert color="orange" variant="light" role="alert" title="Changed by someone else">
          {DRIVER_CONFLICT_MESSAGE}
        </Alert>
      )}
      <FormError message={error} />
      {driver ? (
        <Group justify="space-between">
          <Text data-testid="current-driver">
            Driven by <strong>{driver.name}</strong> ({driver.shortCode})
            {open ? ` since ${when(open.startedAt)}` : ''}
          </Text>
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            Dissociate
          </Button>
        </Group>
      ) : (
        <Group align="flex-end">
          <Select
            label="Assign to a worker"
            placeholder="Search by name or short code"
            data={options}
            searchable
            clearable
            searchValue={search}
            onSearchChange={setSearch}
            value={workerId}
            onChange={setWorkerId}
            nothingFoundMessage={workers.isFetching ? 'Searching…' : 'No active worker matches'}
            filter={({ options: o }) => o}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button onClick={() => void doAssign()} loading={assign.isPending}>
            Assign
          </Button>
        </Group>
      )}
      <Title order={3} size="h4">
        Assignment history
      </Title>
      {vehicle.assignmentsTotal === 0 ? (
        <EmptyState title="Never assigned" />
      ) : (
        <Table
          aria-label="Assignment history"
          striped
          data={{
            head: ['Worker', 'From', 'To', 'By'],
            body: history.map((a) => [
              `${a.worker.name} (${a.worker.shortCode})`,
              when(a.startedAt),
              a.endedAt ? when(a.endedAt) : 'current',
              [a.startedBy, a.endedBy].filter(Boolean).join(' / '),
            ]),
          }}
        />
      )}
      <HistoryPages {...pager} />
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Dissociate the driver?"
        confirmLabel="Dissociate"
        color="red"
        onConfirm={() => void doDissociate()}
        busy={dissociate.isPending}
      >
        <Text>
          {driver?.name} ({driver?.shortCode}) will no longer drive {vehicle.shortCode}. The assignment ends now and
          stays in the history.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
