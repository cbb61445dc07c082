import { useState } from 'react';
import { Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import { EmptyState } from '@courier/shared';
import { useT } from '../../../i18n';
import type { ClientContact, ClientDetail } from '../api';
import { ContactForm } from './ContactForm';

/** The client's contacts: who gets the invoices (billing contact, CC) and the reminders; add and edit. */
export function ContactsPanel({ client }: { client: ClientDetail }) {
  const t = useT();
  const [editing, setEditing] = useState<ClientContact | 'new' | null>(null);
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button onClick={() => setEditing('new')}>{t('clients.contacts.add')}</Button>
      </Group>
      {client.contacts.length === 0 ? (
        <EmptyState title={t('clients.contacts.empty')} description={t('clients.contacts.emptyHint')} />
      ) : (
        <Table striped highlightOnHover aria-label={t('clients.contacts.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('clients.contacts.column.name')}</Table.Th>
              <Table.Th>{t('clients.contacts.column.email')}</Table.Th>
              <Table.Th>{t('clients.contacts.column.phone')}</Table.Th>
              <Table.Th>{t('clients.contacts.column.position')}</Table.Th>
              <Table.Th>{t('clients.contacts.column.receives')}</Table.Th>
              <Table.Th>
                <Text span size="sm" fw={700}>
                  {t('clients.contacts.column.actions')}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {client.contacts.map((c) => (
              <Table.Tr key={c.contactId} data-testid={`contact-${c.contactId}`}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{c.email ?? '—'}</Table.Td>
                <Table.Td>{c.phoneNumber ?? '—'}</Table.Td>
                <Table.Td>{c.position ?? '—'}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {c.isBillingContact && <Badge color="blue">{t('clients.contacts.billing')}</Badge>}
                    {c.clientEmailCc && <Badge variant="light">{t('clients.contacts.invoicesCc')}</Badge>}
                    {c.clientEmailCcOverdue && (
                      <Badge variant="light" color="orange">
                        {t('clients.contacts.remindersCc')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => setEditing(c)}
                    aria-label={t('clients.contacts.editNamed', { name: c.name })}
                  >
                    {t('clients.contacts.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'new'
            ? t('clients.contacts.add')
            : t('clients.contacts.editNamed', { name: editing?.name ?? '' })
        }
      >
        {editing !== null && (
          <ContactForm
            clientId={client.clientId}
            contact={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
