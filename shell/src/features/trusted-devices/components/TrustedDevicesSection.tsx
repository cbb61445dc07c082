import { Alert, Badge, Box, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n';
import { ErrorState, LoadingState } from '@courier/shared';
import { useTrustedDevices } from '../api';
import { useRevokeConfirmation } from '../hooks/useRevokeConfirmation';
import type { TrustedDevice } from '../types';
import { browserName, formatDateTime } from '../utils/format';

// Secondary text in gray.7 (about 8:1 on white), not `dimmed` (gray.6, about 3.3:1, under the
// 4.5:1 that small text needs); the danger colour is red.9 for the same reason.
const SECONDARY = 'gray.7';
const DANGER = 'red.9';

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c={SECONDARY}>
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

function DeviceCard({ device, onRevoke }: { device: TrustedDevice; onRevoke: () => void }) {
  const t = useT();
  const name = browserName(device.label);
  const titleId = `trusted-device-${device.id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} id={titleId}>
                {name}
              </Text>
              {device.current && (
                <Badge color="indigo.9" variant="filled">
                  {t('shell.devices.current')}
                </Badge>
              )}
            </Group>
            {name !== device.label && (
              <Text size="xs" c={SECONDARY} style={{ wordBreak: 'break-word' }}>
                {device.label}
              </Text>
            )}
          </Stack>
          <Button
            variant="outline"
            color={DANGER}
            size="xs"
            onClick={onRevoke}
            aria-label={t('shell.devices.revokeLabel', { name, ip: device.ip })}
          >
            {t('shell.devices.revoke')}
          </Button>
        </Group>
        <Box
          component="dl"
          m={0}
          style={{
            display: 'grid',
            gap: '8px 16px',
            gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
          }}
        >
          <Detail term={t('shell.devices.ip')}>{device.ip}</Detail>
          <Detail term={t('shell.devices.since')}>{formatDateTime(device.createdAt)}</Detail>
          <Detail term={t('shell.devices.lastUsed')}>
            {device.lastUsedAt ? formatDateTime(device.lastUsedAt) : t('shell.devices.notUsed')}
          </Detail>
          <Detail term={t('shell.devices.until')}>{formatDateTime(device.trustedUntil)}</Detail>
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * The landing page's "Trusted devices": the browsers where the user ticked "Remember this
 * network" (signing in from them skips the code), each revocable after a confirmation.
 */
export function TrustedDevicesSection() {
  const t = useT();
  const devices = useTrustedDevices();
  const revoke = useRevokeConfirmation();
  const pending = revoke.device;

  return (
    <section aria-labelledby="trusted-devices">
      <Title order={2} size="h4" id="trusted-devices" mb={4}>
        {t('shell.devices.title')}
      </Title>
      <Text size="sm" c={SECONDARY} mb="xs">
        {t('shell.devices.intro')}
      </Text>
      {devices.isPending ? (
        <LoadingState label={t('shell.devices.loading')} />
      ) : devices.isError ? (
        <ErrorState
          title={t('shell.devices.failed')}
          error={devices.error}
          onRetry={() => void devices.refetch()}
        />
      ) : devices.data.length === 0 ? (
        <Paper withBorder p="md" data-testid="trusted-devices-empty">
          <Text fw={600}>{t('shell.devices.none')}</Text>
          <Text size="sm" c={SECONDARY}>
            {t('shell.devices.noneHint')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm">
          {devices.data.map((device) => (
            <DeviceCard key={device.id} device={device} onRevoke={() => revoke.ask(device)} />
          ))}
        </Stack>
      )}
      <Modal opened={pending !== null} onClose={revoke.cancel} title={t('shell.devices.confirmTitle')} centered>
        {pending && (
          <Stack gap="sm">
            <Text size="sm">
              {t('shell.devices.confirmText', { browser: browserName(pending.label), ip: pending.ip })}
              {pending.current && t('shell.devices.confirmCurrent')}
            </Text>
            {revoke.problem && (
              <Alert color={DANGER} variant="light" role="alert" title={t('shell.devices.revokeFailed')}>
                {revoke.problem}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={revoke.cancel} disabled={revoke.busy}>
                {t('shell.devices.cancel')}
              </Button>
              <Button color={DANGER} onClick={revoke.confirm} loading={revoke.busy}>
                {t('shell.devices.revoke')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </section>
  );
}
