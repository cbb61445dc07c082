import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Badge, Button, Group, Tabs } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState, PageLayout, isApiError, useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import { useClient, type ClientDetail } from '../api';
import { useClientsParams } from '../hooks/useClientsParams';
import { AccountStatusAction } from './AccountStatusAction';
import { DuplicateClientModal } from './AddClientModal';
import { BannedUsersPanel } from './BannedUsersPanel';
import { ClientIdentity } from './ClientIdentityForm';
import { ContactsPanel } from './ContactsPanel';
import { InvoicesPanel } from './InvoicesPanel';
import { SettingsPanel } from './SettingsPanel';
import { TimelinePanel } from './TimelinePanel';

function ClientView({ client }: { client: ClientDetail }) {
  const t = useT();
  const format = useFormat();
  const [duplicating, setDuplicating] = useState(false);
  const banned = client.bannedUsers.filter((b) => !b.unbannedAt).length;
  return (
    <PageLayout
      title={`${client.businessCode} · ${client.name}`}
      actions={
        <>
          <Button variant="default" onClick={() => setDuplicating(true)}>
            {t('clients.action.duplicate')}
          </Button>
          <AccountStatusAction client={client} />
        </>
      }
    >
      <Group gap="xs">
        <Anchor component={Link} to="/clients" size="sm">
          {t('clients.detail.backToList')}
        </Anchor>
        <Badge
          color={client.activityStatus === 'active' ? 'teal' : 'gray'}
          variant="light"
          data-testid="client-status"
        >
          {t('clients.detail.status', { status: client.closedAt ? 'closed' : client.activityStatus })}
        </Badge>
      </Group>
      {client.closedAt && (
        <Alert color="gray" variant="light" role="status" title={t('clients.detail.closedTitle')}>
          {client.closedComment
            ? t('clients.detail.closedWithComment', {
                date: format.dateTime(client.closedAt),
                comment: client.closedComment,
              })
            : t('clients.detail.closed', { date: format.dateTime(client.closedAt) })}
        </Alert>
      )}
      <Tabs defaultValue="identity" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="identity">{t('clients.tab.identity')}</Tabs.Tab>
          <Tabs.Tab value="contacts">{t('clients.tab.contacts', { count: client.contacts.length })}</Tabs.Tab>
          <Tabs.Tab value="settings">{t('clients.tab.settings')}</Tabs.Tab>
          <Tabs.Tab value="invoices">{t('clients.tab.invoices', { count: client.invoicesTotal })}</Tabs.Tab>
          <Tabs.Tab value="banned">{t('clients.tab.banned', { count: banned })}</Tabs.Tab>
          <Tabs.Tab value="timeline">{t('clients.tab.timeline')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="identity" pt="md">
          <ClientIdentity key={client.clientId} client={client} />
        </Tabs.Panel>
        <Tabs.Panel value="contacts" pt="md">
          <ContactsPanel client={client} />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <SettingsPanel key={client.clientId} client={client} />
        </Tabs.Panel>
        <Tabs.Panel value="invoices" pt="md">
          <InvoicesPanel client={client} />
        </Tabs.Panel>
        <Tabs.Panel value="banned" pt="md">
          <BannedUsersPanel client={client} />
        </Tabs.Panel>
        <Tabs.Panel value="timeline" pt="md">
          <TimelinePanel client={client} />
        </Tabs.Panel>
      </Tabs>
      <DuplicateClientModal source={duplicating ? client : null} onClose={() => setDuplicating(false)} />
    </PageLayout>
  );
}

/** /clients/{clientId}: one client, by id or business code. */
export function ClientDetailPage() {
  const t = useT();
  const { clientId } = useClientsParams();
  const client = useClient(clientId);
  if (client.isPending) return <LoadingState label={t('clients.detail.loading')} />;
  if (client.isError) {
    if (isApiError(client.error) && client.error.status === 404)
      return (
        <PageLayout title={t('clients.detail.notFound')}>
          <EmptyState
            title={t('clients.detail.noSuchClient', { clientId })}
            description={t('clients.detail.notFoundHint')}
            action={
              <Anchor component={Link} to="/clients">
                {t('clients.detail.allClients')}
              </Anchor>
            }
          />
        </PageLayout>
      );
    return (
      <ErrorState
        title={t('clients.detail.loadFailed')}
        error={client.error}
        onRetry={() => client.refetch()}
      />
    );
  }
  return <ClientView client={client.data} />;
}
