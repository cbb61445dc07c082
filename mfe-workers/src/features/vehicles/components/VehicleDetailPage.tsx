import { Anchor, Badge, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingState, PageLayout, isApiError } from '@courier/shared';
import { useVehicle } from '../api/getVehicle';
import { useVehicleReferences } from '../hooks/useVehicleReferences';
import { useVehiclesParams } from '../hooks/useVehiclesParams';
import { ContractBadge } from './ContractBadge';
import { VehicleComments } from './VehicleComments';
import { VehicleDriver } from './VehicleDriver';
import { VehicleEditForm } from './VehicleEditForm';

const BackLink = () => (
  <Anchor component={Link} to="/vehicles">
    ← All vehicles
  </Anchor>
);

/** /vehicles/:shortCode: attributes (editable), driver with history, comments. */
export function VehicleDetailPage() {
  const { shortCode } = useVehiclesParams();
  const vehicle = useVehicle(shortCode);
  const refs = useVehicleReferences();

  if (vehicle.isPending)
    return (
      <PageLayout title={`Vehicle ${shortCode.toUpperCase()}`} actions={<BackLink />}>
        <LoadingState label="Loading the vehicle…" />
      </PageLayout>
    );
  if (vehicle.isError) {
    if (isApiError(vehicle.error) && vehicle.error.status === 404)
      return (
        <PageLayout title="Vehicle not found" actions={<BackLink />}>
          <Text data-testid="vehicle-not-found">
            No vehicle has the short code <strong>{shortCode}</strong>. It may have been renamed; search for it in
            the list.
          </Text>
        </PageLayout>
      );
    return (
      <PageLayout title={`Vehicle ${shortCode}`} actions={<BackLink />}>
        <ErrorState error={vehicle.error} onRetry={() => void vehicle.refetch()} />
      </PageLayout>
    );
  }
  const v = vehicle.data;

  return (
    <PageLayout
      title={`Vehicle ${v.shortCode}`}
      description={[v.plate, v.type.name, v.brand?.name, v.model?.name].filter(Boolean).join(' · ')}
      actions={<BackLink />}
    >
      <Group gap="xs">
        <Badge variant="light" color={v.activityStatus === 'active' ? 'teal' : 'gray'}>
          {v.activityStatus}
        </Badge>
        <ContractBadge vehicle={v} />
        {v.contractEndDate && (
          <Text size="sm" c="dimmed">
            Contract end: {v.contractEndDate}
          </Text>
        )}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder component="section" aria-label="Attributes">
            {refs.isPending ? (
              <LoadingState label="Loading the lists…" />
            ) : refs.error ? (
              <ErrorState error={refs.error} onRetry={() => void refs.refetch()} />
            ) : (
              <VehicleEditForm key={`${v.id}`} vehicle={v} refs={refs} />
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
