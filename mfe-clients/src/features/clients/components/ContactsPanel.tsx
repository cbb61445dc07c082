import { useState } from 'react';
import { Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import { EmptyState } from '@courier/shared';
import type { ClientContact, ClientDetail } from '../api';
import { ContactForm } from './ContactForm';

/** The client's contacts: who gets the invoices (billing contact, CC) and the reminders; add and edit. */
export function ContactsPanel({ client }: { client: ClientDetail }) {
  const [editing, setEditing] = useState<ClientContact | 'new' | null>(null);
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button onClick={() => setEditing('new')}>Add contact</Button>
      </Group>
      {client.contacts.length === 0 ? (
        <EmptyState
          title="No contact yet"
          description='Add one with "Add contact"; the billing contact receives the invoices.'
        />
      ) : (
        <Table striped highlightOnHover aria-label="Contacts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Position</Table.Th>
              <Table.Th>Receives</Table.Th>
              <Table.Th>
                <Text span size="sm" fw={700}>
                  Actions
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
                    {c.isBillingContact && <Badge color="blue">Billing</Badge>}
                    {c.clientEmailCc && <Badge variant="light">Invoices CC</Badge>}
                    {c.clientEmailCcOverdue && (
                      <Badge variant="light" color="orange">
                        Reminders CC
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => setEditing(c)}
                    aria-label={`Edit ${c.name}`}
                  >
                    Edit
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
        title={editing === 'new' ? 'Add contact' : `Edit ${editing?.name ?? ''}`}
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
