import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Badge, Button, Card, Grid, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  ErrorState,
  LoadingState,
  PageLayout,
  canAccessPage,
  isApiError,
  usePortalConfig,
  useRoles,
} from '@courier/shared';
import { useWorker } from '../api';
import { useWorkersParams } from '../hooks/useWorkersParams';
import type { Worker } from '../types';
import { formatDate, formatDateTime } from '../utils/format';
import { EditWorkerModal } from './EditWorkerModal';
import { WorkerEventsPanel } from './WorkerEventsPanel';
import { WorkerKpisPanel } from './WorkerKpisPanel';
import { WorkerPhotoCard } from './WorkerPhotoCard';
import { WorkerStatusAction } from './WorkerStatusAction';
import { WorkerTimesPanel } from './WorkerTimesPanel';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children || '—'}
      </Text>
    </div>
  );
}

function BackLink() {
  return (
    <Anchor component={Link} to="/workers" size="sm">
      ← All workers
    </Anchor>
  );
}

function WorkerDetail({ worker }: { worker: Worker }) {
  const [editing, setEditing] = useState(false);
  const name = `${worker.firstName} ${worker.lastName}`;
  // The planning area opens this worker's planned shifts and anomalies (`/planning?workerId=`), for those who may open it.
  const planning = canAccessPage('/planning', useRoles());
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {name}
          </Title>
          <Group gap="xs">
            <Badge variant="outline" size="lg" data-testid="worker-short-code">
              {worker.shortCode}
            </Badge>
            <Badge color={worker.activityStatus === 'active' ? 'teal' : 'gray'} variant="light">
              {worker.activityStatus === 'active' ? 'Active' : `Inactive${worker.leftOn ? ` since ${formatDate(worker.leftOn)}` : ''}`}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          {planning && (
            <Button component={Link} to={`/planning?workerId=${worker.id}`} variant="default">
              Planned shifts and anomalies
            </Button>
          )}
          <Button onClick={() => setEditing(true)}>Edit</Button>
          <WorkerStatusAction worker={worker} />
        </Group>
      </Group>

      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <WorkerPhotoCard worker={worker} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card withBorder padding="md">
              <Title order={2} size="h4" mb="sm">
                Identity
              </Title>
              <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
                <Field label="First name">{worker.firstName}</Field>
                <Field label="Last name">{worker.lastName}</Field>
                <Field label="Birth date">{formatDate(worker.birthDate)}</Field>
                <Field label="Email">{worker.email}</Field>
                <Field label="Phone">{worker.phone}</Field>
                <Field label="Hired on">{formatDate(worker.hiredOn)}</Field>
                <Field label="Address">{worker.address}</Field>
                <Field label="Postal code">{worker.postalCode}</Field>
                <Field label="City">{worker.city}</Field>
              </SimpleGrid>
              {worker.comment && (
                <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {worker.comment}
                </Text>
              )}
            </Card>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Card withBorder padding="md">
                <Title order={2} size="h4" mb="sm">
                  Organisation
                </Title>
                <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
                  <Field label="Team">{worker.team.name}</Field>
                  <Field label="Agency">{worker.agency.name}</Field>
                  <Field label="Company">{worker.company.name}</Field>
                  <Field label="Elu">{worker.elu?.name}</Field>
                </SimpleGrid>
              </Card>
              <Card withBorder padding="md">
                <Title order={2} size="h4" mb="sm">
                  Vehicle
                </Title>
                {worker.vehicle ? (
                  <Stack gap={4}>
                    <Anchor component={Link} to={`/vehicles/${encodeURIComponent(worker.vehicle.shortCode)}`} fw={600}>
                      {worker.vehicle.shortCode}
                    </Anchor>
                    {worker.vehicle.plate && <Text size="sm">Plate {worker.vehicle.plate}</Text>}
                    <Text size="xs" c="dimmed">
                      Since {formatDateTime(worker.vehicle.since)}
                    </Text>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    No vehicle assigned. Assign one from the{' '}
                    <Anchor component={Link} to="/vehicles" size="sm">
                      vehicles
                    </Anchor>{' '}
                    page.
                  </Text>
                )}
              </Card>
            </SimpleGrid>
          </Stack>
        </Grid.Col>
      </Grid>

      <Tabs defaultValue="times" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="times">Worker times</Tabs.Tab>
          <Tabs.Tab value="events">Events</Tabs.Tab>
          <Tabs.Tab value="kpis">KPIs</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="times" pt="md">
          <WorkerTimesPanel workerId={worker.id} />
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <WorkerEventsPanel workerId={worker.id} />
        </Tabs.Panel>
        <Tabs.Panel value="kpis" pt="md">
          <WorkerKpisPanel workerId={worker.id} />
        </Tabs.Panel>
      </Tabs>
      <Text size="xs" c="dimmed">
        Created {formatDateTime(worker.createdAt)} · updated {formatDateTime(worker.updatedAt)} · version {worker.version}
      </Text>
      <EditWorkerModal worker={worker} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/** /workers/:short_code: one worker, found by its short code. */
export function WorkerDetailPage() {
  const { productLabel } = usePortalConfig();
  const { short_code } = useWorkersParams();
  const worker = useWorker(short_code);

  let content;
  if (worker.isPending) content = <LoadingState label="Loading the worker…" />;
  else if (worker.isError && isApiError(worker.error) && worker.error.status === 404)
    content = (
      <ErrorState title="No worker with this short code">
        <Text size="sm">
          There is no worker with the short code <strong>{short_code}</strong>. Check the code, or find the worker in
          the list.
        </Text>
        <BackLink />
      </ErrorState>
    );
  else if (worker.isError)
    content = <ErrorState title="The worker could not be loaded" error={worker.error} onRetry={() => worker.refetch()} />;
  else content = <WorkerDetail worker={worker.data} />;

  return (
    <PageLayout title={`${productLabel}s`} actions={<BackLink />}>
      {content}
    </PageLayout>
  );
}
