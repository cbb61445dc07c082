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
import { TodayWidgets } from '../../today';
import { useT } from '../../../i18n';

/**
 * `/`, the page of the day: published home messages first, then what each area the user may
 * open has to do today, a card per area, and the user's trusted devices.
 */
export function LandingPage() {
  const t = useT();
  const roles = useRoles();
  const { user } = useCurrentUser();
  const { productLabel } = usePortalConfig();
  const messages = usePublishedMessages();
  const areas = visibleNavItems(roles).filter((item) => item.key !== 'logout');

  return (
    <PageLayout
      title={user ? t('shell.today.welcome', { name: user.name }) : t('shell.today.title')}
      description={t('shell.landing.description', { product: productLabel })}
    >
      <section aria-labelledby="home-messages">
        <Title order={2} size="h4" id="home-messages" mb="xs">
          {t('shell.today.messages')}
        </Title>
        {messages.isPending ? (
          <LoadingState label={t('shell.today.messagesLoading')} />
        ) : messages.isError ? (
          <ErrorState
            title={t('shell.today.messagesFailed')}
            error={messages.error}
            onRetry={() => void messages.refetch()}
          />
        ) : messages.data.length === 0 ? (
          <EmptyState title={t('shell.today.noMessages')} description={t('shell.today.noMessagesHint')} />
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
      <TodayWidgets />
      <section aria-labelledby="home-areas">
        <Title order={2} size="h4" id="home-areas" mb="xs">
          {t('shell.landing.areas')}
        </Title>
        {areas.length === 0 ? (
          <EmptyState
            title={t('shell.landing.noArea')}
            description={t('shell.landing.noAreaHint')}
            action={
              <Button component="a" href="/logout" onClick={navigateToUrl} variant="light">
                {t('shell.landing.signOut')}
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
                      {t(`shell.summary.${item.key}` as Parameters<typeof t>[0])}
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
