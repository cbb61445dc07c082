import { Alert, Badge } from '@mantine/core';
import { useT } from '../../../i18n';
import type { ConnectionStatus } from '../hooks/connection';

/** Live, or why not: the messages written meanwhile wait and leave once the connection is back. */
export function ConnectionIndicator({ status, waiting }: { status: ConnectionStatus; waiting: number }) {
  const t = useT();
  if (status === 'open')
    return (
      <Badge color="teal" variant="light" role="status">
        {t('chat.live')}
      </Badge>
    );
  const what =
    status === 'connecting'
      ? t('chat.connecting')
      : status === 'reconnecting'
        ? t('chat.reconnecting')
        : t('chat.disconnected');
  return (
    <Alert
      color={status === 'connecting' ? 'gray' : 'orange'}
      variant="light"
      role="status"
      py={6}
      data-testid="connection-indicator"
    >
      {what}
      {waiting > 0 ? ` ${t('chat.waiting', { count: waiting })}` : ''}
    </Alert>
  );
}
