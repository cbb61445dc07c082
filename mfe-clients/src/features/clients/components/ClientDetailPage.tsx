import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Button, Group, Tabs } from '@mantine/core';
import {
  EmptyState,
  ErrorState,
  confirmLeave,
  LoadingState,
  PageLayout,
  isApiError,
  useFormat,
  useAddressParams,
} from '@courier/shared';
import { useT } from '../../../i18n';
import { clientKeys, useClient, type ClientDetail } from '../api';
import { useClientsParams } from '../hooks/useClientsParams';
import { AccountStatusAction } from './AccountStatusAction';
import { DuplicateClientModal } from './AddClientModal';
import { BannedUsersPanel } from './BannedUsersPanel';
import { ClientIdentity } from './ClientIdentityForm';
import { ContactsPanel } from './ContactsPanel';
import { InvoicesPanel } from './InvoicesPanel';
import { SettingsPanel } from './SettingsPanel';
import { TimelinePanel } from './TimelinePanel';

/** The page's tabs, by their `?tab=` value; Identity and billing without one. */
const TABS = ['identity', 'contacts', 'settings', 'invoices', 'banned', 'timeline'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * The tab in the address (`?tab=invoices`), so that a tab can be linked; `invoice` (and the
 * search's `creditNote`) name an invoice to show on the invoices tab, dropped on another tab.
 */
function useTabInAddress() {
  const [params, setParams] = useAddressParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'identity';
  const choose = (next: string | null) => {
    // Another tab unmounts the form being edited: the same question as leaving the page.
    if (!confirmLeave()) return;
    setParams(
      (previous) => {
        const address = new URLSearchParams(previous);
        if (!next || next === 'identity') address.delete('tab');
        else address.set('tab', next);
        address.delete('invoice');
        address.delete('creditNote');
        return address;
      },
      { replace: true },
    );
  };
  return { tab, choose, invoice: tab === 'invoices' ? params.get('invoice') : null };
}

function ClientView({ client }: { client: ClientDetail }) {
  const t = useT();
  const format = useFormat();
  const { tab, choose, invoice } = useTabInAddress();
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
      <Tabs value={tab} onChange={choose} keepMounted={false}>
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
          <InvoicesPanel client={client} highlight={invoice} />
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

/**
 * /clients/{clientId}: one client, by id or business code (the global search links by code). A
 * code's address becomes the id's, with the same tab and invoice: the page's changes refresh the
 * client under its id.
 */
export function ClientDetailPage() {
  const t = useT();
  const { clientId } = useClientsParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const client = useClient(clientId);
  const byCode = client.data && String(client.data.clientId) !== clientId ? client.data : null;
  useEffect(() => {
    // The answer, kept under the id the page moves to: no second request.
    if (byCode) queryClient.setQueryData(clientKeys.detail(byCode.clientId), byCode);
  }, [byCode, queryClient]);
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
  if (byCode) return <Navigate to={`/clients/${byCode.clientId}${location.search}`} replace />;
  return <ClientView client={client.data} />;
}
