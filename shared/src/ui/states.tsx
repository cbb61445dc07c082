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

interface HomeLinkProps {
  homeHref?: string;
  onHome?: (e: React.MouseEvent<HTMLAnchorElement>) => void;
}

/** A whole-page answer instead of the page: its title, a sentence, and the way home. */
function PageAnswer({ testId, title, text, homeHref = '/', onHome }: HomeLinkProps & { testId: string; title: string; text: string }) {
  const t = useSharedT();
  return (
    <Stack gap="sm" py="xl" maw={640} data-testid={testId}>
      <Title order={1}>{title}</Title>
      <Text>{text}</Text>
      <Anchor href={homeHref} onClick={onHome}>
        {t('shared.state.home')}
      </Anchor>
    </Stack>
  );
}

/** The page a user's roles do not open (the area is never mounted). */
export function NotAllowed(props: HomeLinkProps) {
  const t = useSharedT();
  return <PageAnswer {...props} testId="not-allowed" title={t('shared.state.notAllowed')} text={t('shared.state.notAllowedText')} />;
}

export function NotFound(props: HomeLinkProps) {
  const t = useSharedT();
  return <PageAnswer {...props} testId="not-found" title={t('shared.state.notFound')} text={t('shared.state.notFoundText')} />;
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
