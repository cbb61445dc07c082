import { Alert, Badge } from '@mantine/core';
import type { ConnectionStatus } from '../hooks/connection';

/** Live, or why not: the messages written meanwhile wait and leave once the connection is back. */
export function ConnectionIndicator({ status, waiting }: { status: ConnectionStatus; waiting: number }) {
  if (status === 'open')
    return (
      <Badge color="teal" variant="light" role="status">
        Live
      </Badge>
    );
  const what =
    status === 'connecting'
      ? 'Connecting…'
      : status === 'reconnecting'
        ? 'Connection lost: reconnecting…'
        : 'Disconnected: reload the page to reconnect.';
  return (
    <Alert color={status === 'connecting' ? 'gray' : 'orange'} variant="light" role="status" py={6} data-testid="connection-indicator">
      {what}
      {waiting > 0 ? ` ${waiting === 1 ? '1 message waits' : `${waiting} messages wait`} to be sent.` : ''}
    </Alert>
  );
}
