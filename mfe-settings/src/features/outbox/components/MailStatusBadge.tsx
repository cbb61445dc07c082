import { Badge, Tooltip } from '@mantine/core';
import { STATUS_LABELS, type OutboxStatus } from '../types';

/** A mail's status as a badge; its hint (what the status means) on hover and for screen readers. */
export function MailStatusBadge({ status }: { status: OutboxStatus }) {
  const s = STATUS_LABELS[status];
  return (
    <Tooltip label={s.hint} withinPortal>
      <Badge color={s.color} variant="light" aria-label={`${s.label}: ${s.hint}`}>
        {s.label}
      </Badge>
    </Tooltip>
  );
}
