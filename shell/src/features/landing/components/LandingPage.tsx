import { Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { navigateToUrl } from 'single-spa';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageLayout,
  useCurrentUser,
  usePortalConfig,
  useRoles,
} from '@courier/shared';
import { NavIcon, visibleNavItems } from '../../navbar';
import { TrustedDevicesSection } from '../../trusted-devices';
import { usePublishedMessages } from '../api/homeMessages';

/** `/`: published home messages, a card per area the user may open, and the user's trusted devices. */
export function LandingPage() {
  const roles = useRoles();
  const { user } = useCurrentUser();
  const { productLabel } = usePortalConfig();
  const messages = usePublishedMessages();
  const areas = visibleNavItems(roles).filter((item) => item.key !== 'logout');

  return (
    <PageLayout
      title={user ? `Welcome, ${user.name}` : 'Welcome'}
      description={`${productLabel} back office`}
    >
      <section aria-labelledby="home-messages">
        <Title order={2} size="h4" id="home-messages" mb="xs">
          Messages
        </Title>
        {messages.isPending ? (
          <LoadingState label="Loading the messages…" />
        ) : messages.isError ? (
          <ErrorState
            title="The messages could not be loaded"
            error={messages.error}
            onRetry={() => void messages.refetch()}
          />
        ) : messages.data.length === 0 ? (
          <EmptyState title="No messages" description="Published home messages appear here." />
        ) : (
          <Stack gap="sm">
            {messages.data.map((m) => (
              <Paper key={m.id} withBorder p="md" component="article">
                {m.title && <Text fw={600}>{m.title}</Text>}
                {m.body && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {m.body}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="home-areas">
        <Title order={2} size="h4" id="home-areas" mb="xs">
          Your areas
        </Title>
        {areas.length === 0 ? (
          <EmptyState
            title="No area is open to your account"
            description="Your account has no roles yet. Ask an administrator to give you the roles you need."
            action={
              <Button component="a" href="/logout" onClick={navigateToUrl} variant="light">
                Sign out
              </Button>
            }
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {areas.map((item) => (
              <Card key={item.key} withBorder padding="md" component="article">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <NavIcon name={item.key} />
                  <Stack gap={2}>
                    <Anchor href={item.href} onClick={navigateToUrl} fw={600}>
                      {item.label(productLabel)}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {item.summary}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </section>
      <TrustedDevicesSection />
    </PageLayout>
  );
}
