import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Badge, Button, Card, Grid, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  EntityLink,
  ErrorState,
  LoadingState,
  PageLayout,
  canAccessPage,
  isApiError,
  usePortalConfig,
  useFormat,
  useRoles,
  useAddressParams,
} from '@courier/shared';
import { useT } from '../../../i18n';
import { useWorker } from '../api';
import { useWorkersParams } from '../hooks/useWorkersParams';
import type { Worker } from '../types';
import { EditWorkerModal } from './EditWorkerModal';
import { WorkerContractPanel } from './WorkerContractPanel';
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
  const t = useT();
  return (
    <Anchor component={Link} to="/workers" size="sm">
      {t('workers.detail.back')}
    </Anchor>
  );
}

const TABS = ['times', 'contract', 'events', 'kpis'] as const;
type WorkerTab = (typeof TABS)[number];

function WorkerDetail({ worker }: { worker: Worker }) {
  const t = useT();
  // The open tab is in the address (`?tab=events`): a link can open it, back returns to the previous one.
  const [params, setParams] = useAddressParams();
  const asked = params.get('tab');
  const tab: WorkerTab = TABS.includes(asked as WorkerTab) ? (asked as WorkerTab) : 'times';
  const openTab = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!value || value === 'times') next.delete('tab');
    else next.set('tab', value);
    setParams(next);
  };
  const format = useFormat();
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
              {worker.activityStatus === 'active'
                ? t('workers.status.active')
                : worker.leftOn
                  ? t('workers.status.inactiveSince', { date: format.date(worker.leftOn) })
                  : t('workers.status.inactive')}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          {planning && (
            <Button component={Link} to={`/planning?workerId=${worker.id}`} variant="default">
              {t('workers.detail.planning')}
            </Button>
          )}
          <Button onClick={() => setEditing(true)}>{t('workers.detail.edit')}</Button>
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
                {t('workers.detail.identity')}
              </Title>
              <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
                <Field label={t('workers.field.firstName')}>{worker.firstName}</Field>
                <Field label={t('workers.field.lastName')}>{worker.lastName}</Field>
                <Field label={t('workers.field.birthDate')}>{worker.birthDate && format.date(worker.birthDate)}</Field>
                <Field label={t('workers.field.email')}>{worker.email}</Field>
                <Field label={t('workers.field.phone')}>{worker.phone}</Field>
                <Field label={t('workers.field.hiredOn')}>{worker.hiredOn && format.date(worker.hiredOn)}</Field>
                <Field label={t('workers.field.address')}>{worker.address}</Field>
                <Field label={t('workers.field.postalCode')}>{worker.postalCode}</Field>
                <Field label={t('workers.field.city')}>{worker.city}</Field>
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
                  {t('workers.detail.organisation')}
                </Title>
                <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
                  <Field label={t('workers.field.team')}>{worker.team.name}</Field>
                  <Field label={t('workers.field.agency')}>{worker.agency.name}</Field>
                  <Field label={t('workers.field.company')}>{worker.company.name}</Field>
                  <Field label={t('workers.field.elu')}>{worker.elu?.name}</Field>
                </SimpleGrid>
              </Card>
              <Card withBorder padding="md">
                <Title order={2} size="h4" mb="sm">
                  {t('workers.detail.vehicle')}
                </Title>
                {worker.vehicle ? (
                  <Stack gap={4}>
                    <Text fw={600} component="div">
                      <EntityLink kind="vehicle" code={worker.vehicle.shortCode}>
                        {worker.vehicle.shortCode}
                      </EntityLink>
                    </Text>
                    {worker.vehicle.plate && (
                      <Text size="sm">{t('workers.detail.plate', { plate: worker.vehicle.plate })}</Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {t('workers.detail.since', { date: format.dateTime(worker.vehicle.since) })}
                    </Text>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('workers.detail.noVehicleBefore')}{' '}
                    <Anchor component={Link} to="/vehicles" size="sm">
                      {t('workers.detail.noVehicleLink')}
                    </Anchor>{' '}
                    {t('workers.detail.noVehicleAfter')}
                  </Text>
                )}
              </Card>
            </SimpleGrid>
          </Stack>
        </Grid.Col>
      </Grid>

      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="times">{t('workers.detail.tab.times')}</Tabs.Tab>
          <Tabs.Tab value="contract">{t('workers.detail.tab.contract')}</Tabs.Tab>
          <Tabs.Tab value="events">{t('workers.detail.tab.events')}</Tabs.Tab>
          <Tabs.Tab value="kpis">{t('workers.detail.tab.kpis')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="times" pt="md">
          <WorkerTimesPanel workerId={worker.id} />
        </Tabs.Panel>
        <Tabs.Panel value="contract" pt="md">
          <WorkerContractPanel workerId={worker.id} />
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <WorkerEventsPanel workerId={worker.id} />
        </Tabs.Panel>
        <Tabs.Panel value="kpis" pt="md">
          <WorkerKpisPanel workerId={worker.id} />
        </Tabs.Panel>
      </Tabs>
      <Text size="xs" c="dimmed">
        {t('workers.detail.footer', {
          created: format.dateTime(worker.createdAt),
          updated: format.dateTime(worker.updatedAt),
          version: worker.version,
        })}
      </Text>
      <EditWorkerModal worker={worker} opened={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/** /workers/:short_code: one worker, found by its short code. */
export function WorkerDetailPage() {
  const { productLabel } = usePortalConfig();
  const t = useT();
  const { short_code } = useWorkersParams();
  const worker = useWorker(short_code);

  let content;
  if (worker.isPending) content = <LoadingState label={t('workers.detail.loading')} />;
  else if (worker.isError && isApiError(worker.error) && worker.error.status === 404)
    content = (
      <ErrorState title={t('workers.detail.notFound')}>
        <Text size="sm">
          {t('workers.detail.notFoundBefore')} <strong>{short_code}</strong>
          {t('workers.detail.notFoundAfter')}
        </Text>
        <BackLink />
      </ErrorState>
    );
  else if (worker.isError)
    content = <ErrorState title={t('workers.detail.failed')} error={worker.error} onRetry={() => worker.refetch()} />;
  else content = <WorkerDetail worker={worker.data} />;

  return (
    <PageLayout title={t('workers.title', { productLabel })} actions={<BackLink />}>
      {content}
    </PageLayout>
  );
}
