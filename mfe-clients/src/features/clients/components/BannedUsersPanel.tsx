import { useState } from 'react';
import { Badge, Button, Table, Text } from '@mantine/core';
import { ConfirmDialog, EmptyState, errorMessage, notifySuccess } from '@courier/shared';
import { useUnbanUser, type BannedUserRow, type ClientDetail } from '../api';
import { formatInstant } from '../utils/format';

/** The client's banned client-side users (those still banned first), each with "Unban" (confirmed). */
export function BannedUsersPanel({ client }: { client: ClientDetail }) {
  const [target, setTarget] = useState<BannedUserRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const unban = useUnbanUser();
  const close = () => {
    setTarget(null);
    setProblem(null);
  };
  if (client.bannedUsers.length === 0)
    return <EmptyState title="No banned user" description="Nobody of this client is banned." />;
  return (
    <>
      <Table striped aria-label="Banned users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Banned</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {client.bannedUsers.map((b) => (
            <Table.Tr key={b.userBannedId}>
              <Table.Td>{b.userBannedEmail}</Table.Td>
              <Table.Td>{b.reason ?? '—'}</Table.Td>
              <Table.Td>{formatInstant(b.bannedAt)}</Table.Td>
              <Table.Td>
                {b.unbannedAt ? (
                  <Badge color="gray">Unbanned {formatInstant(b.unbannedAt)}</Badge>
                ) : (
                  <Badge color="red">Banned</Badge>
                )}
              </Table.Td>
              <Table.Td>
                {!b.unbannedAt && (
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => setTarget(b)}
                    aria-label={`Unban ${b.userBannedEmail}`}
                  >
                    Unban
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDialog
        opened={target !== null}
        onClose={close}
        title="Unban this user?"
        problem={problem}
        confirmLabel="Unban"
        busy={unban.isPending}
        onConfirm={() =>
          target &&
          unban.mutate(
            {
              clientId: client.clientId,
              userBannedId: target.userBannedId,
              userBannedEmail: target.userBannedEmail,
            },
            {
              onSuccess: (b) => {
                notifySuccess(`${b.userBannedEmail} is unbanned`);
                close();
              },
              onError: (e) => setProblem(errorMessage(e)),
            },
          )
        }
      >
        <Text size="sm">{target?.userBannedEmail} will be able to use the client portal again.</Text>
      </ConfirmDialog>
    </>
  );
}
