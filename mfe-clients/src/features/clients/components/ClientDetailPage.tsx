import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Badge, Button, Group, Tabs } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState, PageLayout, isApiError } from '@courier/shared';
import { useClient, type ClientDetail } from '../api';
import { useClientsParams } from '../hooks/useClientsParams';
import { formatInstant } from '../utils/format';
import { AccountStatusAction } from './AccountStatusAction';
import { DuplicateClientModal } from './AddClientModal';
import { BannedUsersPanel } from './BannedUsersPanel';
import { ClientIdentityForm } from './ClientIdentityForm';
import { ContactsPanel } from './ContactsPanel';
import { InvoicesPanel } from './InvoicesPanel';
import { SettingsPanel } from './SettingsPanel';
import { TimelinePanel } from './TimelinePanel';

function ClientView({ client }: { client: ClientDetail }) {
  const [duplicating, setDuplicating] = useState(false);
  const banned = client.bannedUsers.filter((b) => !b.unbannedAt).length;
  return (
    <PageLayout
      title={`${client.businessCode} · ${client.name}`}
      actions={
        <>
          <Button variant="default" onClick={() => setDuplicating(true)}>
            Duplicate
          </Button>
          <AccountStatusAction client={client} />
        </>
      }
    >
      <Group gap="xs">
        <Anchor component={Link} to="/clients" size="sm">
          ← All clients
        </Anchor>
        <Badge
          color={client.activityStatus === 'active' ? 'teal' : 'gray'}
          variant="light"
          data-testid="client-status"
        >
          {client.closedAt ? 'Closed' : client.activityStatus === 'active' ? 'Active' : 'Inactive'}
        </Badge>
      </Group>
      {client.closedAt && (
        <Alert color="gray" variant="light" role="status" title="Account closed">
          Closed on {formatInstant(client.closedAt)}
          {client.closedComment ? `: ${client.closedComment}` : ''}. Planning refuses new shifts for this
          client.
        </Alert>
      )}
      <Tabs defaultValue="identity" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="identity">Identity and billing</Tabs.Tab>
          <Tabs.Tab value="contacts">Contacts ({client.contacts.length})</Tabs.Tab>
          <Tabs.Tab value="settings">Invoicing settings</Tabs.Tab>
          <Tabs.Tab value="invoices">Invoices ({client.invoicesTotal})</Tabs.Tab>
          <Tabs.Tab value="banned">Banned users ({banned})</Tabs.Tab>
          <Tabs.Tab value="timeline">Comments and timeline</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="identity" pt="md">
          <ClientIdentityForm key={client.clientId} client={client} />
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
  const { clientId } = useClientsParams();
  const client = useClient(clientId);
  if (client.isPending) return <LoadingState label="Loading the client…" />;
  if (client.isError) {
    if (isApiError(client.error) && client.error.status === 404)
      return (
        <PageLayout title="Client not found">
          <EmptyState
            title={`No client ${clientId}`}
            description="It may have been mistyped. Find it in the client list."
            action={
              <Anchor component={Link} to="/clients">
                All clients
              </Anchor>
            }
          />
        </PageLayout>
      );
    return (
      <ErrorState
        title="The client could not be loaded"
        error={client.error}
        onRetry={() => client.refetch()}
      />
    );
  }
  return <ClientView client={client.data} />;
}
