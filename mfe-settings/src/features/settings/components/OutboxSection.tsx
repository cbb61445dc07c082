import { useState } from 'react';
import { Badge, Button, Group, Table, TextInput } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState, PageLayout, notifyError } from '@courier/shared';
import { useMails } from '../api/getMails';
import { PagedFooter } from './PagedFooter';
import { useDownloadAttachment } from '../api/getAttachment';

const PAGE_SIZE = 50;
const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`);

/** The outbox: what the portal sent or captured (read only), attachments downloadable. */
export function OutboxSection() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const mails = useMails({ search: search || undefined, page, pageSize: PAGE_SIZE });
  const download = useDownloadAttachment();

  let content;
  if (mails.isPending) content = <LoadingState label="Loading the mails…" />;
  else if (mails.isError)
    content = (
      <ErrorState
        title="The mails could not be loaded"
        error={mails.error}
        onRetry={() => void mails.refetch()}
      />
    );
  else if (mails.data.items.length === 0)
    content = (
      <EmptyState
        title={search ? 'No mail matches' : 'No mail yet'}
        description={search ? 'Change the search.' : 'Mails the portal sends appear here.'}
      />
    );
  else
    content = (
      <>
        <Table striped aria-label="Mails">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Cc</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Delivery</Table.Th>
              <Table.Th>Attachments</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mails.data.items.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{when(m.createdAt)}</Table.Td>
                <Table.Td>{m.to.join(', ')}</Table.Td>
                <Table.Td>{m.cc.join(', ')}</Table.Td>
                <Table.Td>{m.subject}</Table.Td>
                <Table.Td>
                  <Badge color={m.status === 'delivered' ? 'green' : 'gray'} variant="light">
                    {m.status === 'delivered' ? 'Delivered' : 'Captured only'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {m.attachments.map((a) => (
                      <Button
                        key={a.index}
                        size="xs"
                        variant="subtle"
                        onClick={() =>
                          download.mutate(
                            { id: m.id, index: a.index },
                            { onError: (e) => notifyError(e, 'The attachment could not be downloaded') },
                          )
                        }
                      >
                        {a.filename} ({size(a.size)})
                      </Button>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <PagedFooter
          total={mails.data.total}
          noun="mails"
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
        />
      </>
    );

  return (
    <PageLayout
      title="Outbox"
      description="Mails the portal sent, or only captured when no mail server is set: what a client was sent."
    >
      <Group role="search" aria-label="Search the mails">
        <TextInput
          label="Search"
          placeholder="Address or subject"
          defaultValue={search}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              setSearch(e.currentTarget.value.trim());
              setPage(1);
            }
          }}
          onBlur={(e) => {
            setSearch(e.currentTarget.value.trim());
            setPage(1);
          }}
          w={280}
        />
      </Group>
      {content}
    </PageLayout>
  );
}
