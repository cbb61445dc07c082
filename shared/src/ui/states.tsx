import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useSharedT } from '../i18n/createAreaI18n';
import { useErrorMessage } from '../i18n/errors';

export interface ErrorStateProps {
  title?: string;
  error?: unknown;
  /** Shows a "Retry" button. */
  onRetry?: () => void;
  children?: ReactNode;
}

/** A failure in place of content, with a "Retry" button. */
export function ErrorState({ title, error, onRetry, children }: ErrorStateProps) {
  const t = useSharedT();
  const errorMessage = useErrorMessage();
  return (
    <Alert color="red" title={title ?? t('shared.state.error')} role="alert" variant="light">
      <Stack gap="sm">
        {error !== undefined && <Text size="sm">{errorMessage(error)}</Text>}
        {children}
        {onRetry && (
          <Group>
            <Button size="xs" variant="outline" color="red" onClick={onRetry}>
              {t('shared.retry')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="empty-state">
      <Text fw={600}>{title}</Text>
      {description && (
        <Text size="sm" c="dimmed" ta="center">
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}

export function LoadingState({ label }: { label?: string }) {
  const t = useSharedT();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {label ?? t('shared.loading')}
        </Text>
      </Group>
    </Center>
  );
}

/** The page a user's roles do not open (the area is never mounted). */
export function NotAllowed({
  homeHref = '/',
  onHome,
}: {
  homeHref?: string;
  onHome?: (e: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useSharedT();
  return (
    <Stack gap="sm" py="xl" maw={640} data-testid="not-allowed">
      <Title order={1}>{t('shared.state.notAllowed')}</Title>
      <Text>{t('shared.state.notAllowedText')}</Text>
      <Anchor href={homeHref} onClick={onHome}>
        {t('shared.state.home')}
      </Anchor>
    </Stack>
  );
}

export function NotFound({
  homeHref = '/',
  onHome,
}: {
  homeHref?: string;
  onHome?: (e: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useSharedT();
  return (
    <Stack gap="sm" py="xl" maw={640} data-testid="not-found">
      <Title order={1}>{t('shared.state.notFound')}</Title>
      <Text>{t('shared.state.notFoundText')}</Text>
      <Anchor href={homeHref} onClick={onHome}>
        {t('shared.state.home')}
      </Anchor>
    </Stack>
  );
}

/** An area that failed to load or crashed; the navbar and the other areas keep working. */
export function AreaErrorPanel({
  title,
  detail,
  onRetry,
  retrying = false,
}: {
  title?: string;
  detail?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const t = useSharedT();
  return (
    <Alert color="red" variant="light" role="alert" title={title ?? t('shared.state.areaFailed')} my="md" data-testid="area-error">
      <Stack gap="sm">
        <Text size="sm">
          {detail ?? t('shared.state.areaFailedText')}
        </Text>
        <Group>
          <Button color="red" variant="outline" size="xs" onClick={onRetry} loading={retrying}>
            {t('shared.retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
