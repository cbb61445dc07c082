import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@courier/shared/core';

export interface ErrorStateProps {
  title?: string;
  error?: unknown;
  /** Shows a "Retry" button. */
  onRetry?: () => void;
  children?: ReactNode;
}

/** A failure in place of content, with a "Retry" button. */
export function ErrorState({ title = 'Something went wrong', error, onRetry, children }: ErrorStateProps) {
  return (
    <Alert color="red" title={title} role="alert" variant="light">
      <Stack gap="sm">
        {error !== undefined && <Text size="sm">{errorMessage(error)}</Text>}
        {children}
        {onRetry && (
          <Group>
            <Button size="xs" variant="outline" color="red" onClick={onRetry}>
              Retry
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

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
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
  return (
    <Stack gap="sm" py="xl" maw={640} data-testid="not-allowed">
      <Title order={1}>Not allowed</Title>
      <Text>
        Your roles do not give access to this page. If you need it, ask an administrator to add the matching
        role to your account.
      </Text>
      <Anchor href={homeHref} onClick={onHome}>
        Back to the home page
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
  return (
    <Stack gap="sm" py="xl" maw={640} data-testid="not-found">
      <Title order={1}>Page not found</Title>
      <Text>There is no page at this address.</Text>
      <Anchor href={homeHref} onClick={onHome}>
        Back to the home page
      </Anchor>
    </Stack>
  );
}

/** An area that failed to load or crashed; the navbar and the other areas keep working. */
export function AreaErrorPanel({
  title = 'This area could not be loaded',
  detail,
  onRetry,
  retrying = false,
}: {
  title?: string;
  detail?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert color="red" variant="light" role="alert" title={title} my="md" data-testid="area-error">
      <Stack gap="sm">
        <Text size="sm">
          {detail ?? 'The server of this area did not answer. The rest of the portal keeps working.'}
        </Text>
        <Group>
          <Button color="red" variant="outline" size="xs" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
