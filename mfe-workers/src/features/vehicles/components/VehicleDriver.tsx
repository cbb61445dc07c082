import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import {
  ConfirmDialog,
  EntityLink,
  EmptyState,
  FormError,
  VEHICLE_HISTORY_SIZE,
  isApiError,
  notifySuccess,
  useErrorMessage,
  useFormat,
} from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useAssignVehicle } from '../api/assignVehicle';
import { useDissociateVehicle } from '../api/dissociateVehicle';
import { vehicleQueryOptions } from '../api/getVehicle';
import { useWorkersLight } from '../api/getWorkersLight';
import { useDrivenVehicles } from '../api/getDrivenVehicles';
import { vehicleAssignmentsQueryOptions } from '../api/getVehicleAssignments';
import { useHistoryPages } from '../hooks/useHistoryPages';
import { HistoryPages } from './HistoryPages';
import type { VehicleDetail } from '../types';


/**
 * Who drives the vehicle: assign a worker, dissociate (confirmed), and the assignment history.
 * Both changes carry the vehicle's version; a 409 because someone changed the vehicle
 * meanwhile reloads it and says so (other 409s, a driver already there, are shown as sent).
 */
export function VehicleDriver({ vehicle }: { vehicle: VehicleDetail }) {
  const t = useT();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : '');
  const open = vehicle.assignments.find((a) => a.endedAt === null);
  const driver = open?.worker ?? vehicle.worker;
  const [confirming, setConfirming] = useState(false);
  const [workerId, setWorkerId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [error, setError] = useState<string | null>(null);
  const { rows: history, pager } = useHistoryPages(t('vehicles.history.assignments'), vehicle.assignments, vehicle.assignmentsTotal, (page) =>
    vehicleAssignmentsQueryOptions({ vehicleId: vehicle.id, page, pageSize: VEHICLE_HISTORY_SIZE }),
  );
  const [conflict, setConflict] = useState(false);
  const queryClient = useQueryClient();
  const workers = useWorkersLight(debounced, !driver);
  const drives = useDrivenVehicles(!driver);
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
      setError(t('vehicles.driver.pickFirst'));
      return;
    }
    setError(null);
    setConflict(false);
    const version = vehicle.version;
    try {
      const a = await assign.mutateAsync({ vehicleId: vehicle.id, workerId: Number(workerId), version });
      notifySuccess(translate('vehicles.driver.assigned', { shortCode: vehicle.shortCode, name: a.worker.name }));
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
      notifySuccess(translate('vehicles.driver.dissociated', { name: driver.name, shortCode: vehicle.shortCode }));
      setConfirming(false);
    } catch (e) {
      setConfirming(false);
      await refused(e, version);
    }
  };

  // A worker drives one vehicle at a time: one who already drives another says which, and cannot be picked.
  const options = (workers.data ?? []).map((w) => {
    const other = drives.get(w.id);
    return other
      ? {
          value: String(w.id),
          label: t('vehicles.driver.optionDrives', { name: w.name, shortCode: w.shortCode, vehicle: other }),
          disabled: true,
        }
      : { value: String(w.id), label: t('vehicles.driver.option', { name: w.name, shortCode: w.shortCode }) };
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="vehicle-driver-title">
      <Title order={2} size="h3" id="vehicle-driver-title">
        {t('vehicles.driver.title')}
      </Title>
      {conflict && (
        <Alert color="orange" variant="light" role="alert" title={t('vehicles.conflict.title')}>
          {t('vehicles.conflict.driver')}
        </Alert>
      )}
      <FormError message={error} />
      {driver ? (
        <Group justify="space-between">
          <Text data-testid="current-driver">
            {t('vehicles.driver.drivenBy')}{' '}
            <strong>
              <EntityLink kind="worker" code={driver.shortCode}>
                {driver.name}
              </EntityLink>
            </strong>{' '}
            ({driver.shortCode})
            {open ? t('vehicles.driver.since', { date: when(open.startedAt) }) : ''}
          </Text>
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            {t('vehicles.driver.dissociate')}
          </Button>
        </Group>
      ) : (
        <Group align="flex-end">
          <Select
            label={t('vehicles.driver.assignTo')}
            placeholder={t('vehicles.driver.search')}
            data={options}
            searchable
            clearable
            searchValue={search}
            onSearchChange={setSearch}
            value={workerId}
            onChange={setWorkerId}
            nothingFoundMessage={t(workers.isFetching ? 'vehicles.driver.searching' : 'vehicles.driver.noMatch')}
            filter={({ options: o }) => o}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button onClick={() => void doAssign()} loading={assign.isPending}>
            {t('vehicles.driver.assign')}
          </Button>
        </Group>
      )}
      <Title order={3} size="h4">
        {t('vehicles.driver.history')}
      </Title>
      {vehicle.assignmentsTotal === 0 ? (
        <EmptyState title={t('vehicles.driver.never')} />
      ) : (
        <Table
          aria-label={t('vehicles.driver.history')}
          striped
          data={{
            head: [t('vehicles.driver.worker'), t('vehicles.driver.from'), t('vehicles.driver.to'), t('vehicles.driver.by')],
            body: history.map((a) => [
              <EntityLink key={a.id} kind="worker" code={a.worker.shortCode}>
                {a.worker.name} ({a.worker.shortCode})
              </EntityLink>,
              when(a.startedAt),
              a.endedAt ? when(a.endedAt) : t('vehicles.driver.current'),
              [a.startedBy, a.endedBy].filter(Boolean).join(' / '),
            ]),
          }}
        />
      )}
      <HistoryPages {...pager} />
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('vehicles.driver.confirmTitle')}
        confirmLabel={t('vehicles.driver.dissociate')}
        color="red"
        onConfirm={() => void doDissociate()}
        busy={dissociate.isPending}
      >
        <Text>
          {t('vehicles.driver.confirmText', {
            name: driver?.name,
            shortCode: driver?.shortCode,
            vehicle: vehicle.shortCode,
          })}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
