import { Anchor, Badge, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingState, PageLayout, isApiError, useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import { FULL_BADGE } from '../../../components/fullBadge';
import { useVehicle } from '../api/getVehicle';
import { useVehicleReferences } from '../hooks/useVehicleReferences';
import { useVehiclesParams } from '../hooks/useVehiclesParams';
import { ContractBadge } from './ContractBadge';
import { VehicleComments } from './VehicleComments';
import { VehicleDriver } from './VehicleDriver';
import { VehicleAttributes } from './VehicleEditForm';

function BackLink() {
  const t = useT();
  return (
    <Anchor component={Link} to="/vehicles">
      {t('vehicles.detail.back')}
    </Anchor>
  );
}

/** /vehicles/:shortCode: attributes (read-only until Edit), driver with history, comments. */
export function VehicleDetailPage() {
  const t = useT();
  const format = useFormat();
  const { shortCode } = useVehiclesParams();
  const vehicle = useVehicle(shortCode);
  const refs = useVehicleReferences();

  if (vehicle.isPending)
    return (
      <PageLayout title={t('vehicles.detail.title', { shortCode: shortCode.toUpperCase() })} actions={<BackLink />}>
        <LoadingState label={t('vehicles.detail.loading')} />
      </PageLayout>
    );
  if (vehicle.isError) {
    if (isApiError(vehicle.error) && vehicle.error.status === 404)
      return (
        <PageLayout title={t('vehicles.detail.notFound')} actions={<BackLink />}>
          <Text data-testid="vehicle-not-found">
            {t('vehicles.detail.notFoundBefore')} <strong>{shortCode}</strong>
            {t('vehicles.detail.notFoundAfter')}
          </Text>
        </PageLayout>
      );
    return (
      <PageLayout title={t('vehicles.detail.title', { shortCode })} actions={<BackLink />}>
        <ErrorState error={vehicle.error} onRetry={() => void vehicle.refetch()} />
      </PageLayout>
    );
  }
  const v = vehicle.data;

  return (
    <PageLayout
      title={t('vehicles.detail.title', { shortCode: v.shortCode })}
      description={[v.plate, v.type.name, v.brand?.name, v.model?.name].filter(Boolean).join(' · ')}
      actions={<BackLink />}
    >
      <Group gap="xs">
        <Badge variant="light" color={v.activityStatus === 'active' ? 'teal' : 'gray'} styles={FULL_BADGE}>
          {t(v.activityStatus === 'active' ? 'vehicles.status.active' : 'vehicles.status.inactive')}
        </Badge>
        <ContractBadge vehicle={v} />
        {v.contractEndDate && (
          <Text size="sm" c="dimmed">
            {t('vehicles.detail.contractEnd', { date: format.date(v.contractEndDate) })}
          </Text>
        )}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder component="section" aria-label={t('vehicles.detail.attributes')}>
            {refs.isPending ? (
              <LoadingState label={t('vehicles.add.loadingLists')} />
            ) : refs.error ? (
              <ErrorState error={refs.error} onRetry={() => void refs.refetch()} />
            ) : (
              <VehicleAttributes key={`${v.id}`} vehicle={v} refs={refs} />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <Card withBorder>
              <VehicleDriver vehicle={v} />
            </Card>
            <Card withBorder>
              <VehicleComments vehicle={v} />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageLayout>
  );
}
