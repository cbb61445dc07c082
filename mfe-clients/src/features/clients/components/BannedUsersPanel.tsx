import { useState } from 'react';
import { Badge, Button, Table, Text } from '@mantine/core';
import { ConfirmDialog, EmptyState, notifySuccess, useErrorMessage, useFormat } from '@courier/shared';
import { CfrUserLink } from '../../../components/CfrUserLink';
import { useT } from '../../../i18n';
import { useUnbanUser, type BannedUserRow, type ClientDetail } from '../api';

/** The client's banned client-side users (those still banned first), each with "Unban" (confirmed). */
export function BannedUsersPanel({ client }: { client: ClientDetail }) {
  const t = useT();
  const format = useFormat();
  const describe = useErrorMessage();
  const [target, setTarget] = useState<BannedUserRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const unban = useUnbanUser();
  const close = () => {
    setTarget(null);
    setProblem(null);
  };
  if (client.bannedUsers.length === 0)
    return <EmptyState title={t('clients.banned.empty')} description={t('clients.banned.emptyHint')} />;
  return (
    <>
      <Table striped aria-label={t('clients.banned.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clients.banned.column.email')}</Table.Th>
            <Table.Th>{t('clients.banned.column.reason')}</Table.Th>
            <Table.Th>{t('clients.banned.column.banned')}</Table.Th>
            <Table.Th>{t('clients.banned.column.status')}</Table.Th>
            <Table.Th>{t('clients.banned.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {client.bannedUsers.map((b) => (
            <Table.Tr key={b.userBannedId}>
              <Table.Td>
                <CfrUserLink userId={b.userCFrId}>{b.userBannedEmail}</CfrUserLink>
              </Table.Td>
              <Table.Td>{b.reason ?? '—'}</Table.Td>
              <Table.Td>{format.dateTime(b.bannedAt)}</Table.Td>
              <Table.Td>
                {b.unbannedAt ? (
                  <Badge color="gray">
                    {t('clients.banned.unbannedOn', { date: format.dateTime(b.unbannedAt) })}
                  </Badge>
                ) : (
                  <Badge color="red">{t('clients.banned.banned')}</Badge>
                )}
              </Table.Td>
              <Table.Td>
                {!b.unbannedAt && (
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => setTarget(b)}
                    aria-label={t('clients.banned.unbanNamed', { email: b.userBannedEmail })}
                  >
                    {t('clients.banned.unban')}
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
        title={t('clients.banned.confirmTitle')}
        problem={problem}
        confirmLabel={t('clients.banned.unban')}
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
                notifySuccess(t('clients.banned.done', { email: b.userBannedEmail }));
                close();
              },
              onError: (e) => setProblem(describe(e)),
            },
          )
        }
      >
        <Text size="sm">{t('clients.banned.confirmText', { email: target?.userBannedEmail ?? '' })}</Text>
      </ConfirmDialog>
    </>
  );
}
