import { Badge, Tooltip } from '@mantine/core';
import { useT } from '../../../i18n';
import { STATUS_COLORS, type OutboxStatus } from '../types';

/** A mail's status as a badge; its hint (what the status means) on hover and for screen readers. */
export function MailStatusBadge({ status }: { status: OutboxStatus }) {
  const t = useT();
  const label = t(`outbox.state.${status}`);
  const hint = t(`outbox.state.${status}.hint`);
  return (
    <Tooltip label={hint} withinPortal>
      <Badge
        color={STATUS_COLORS[status]}
        variant="light"
        aria-label={t('outbox.state.badge', { label, hint })}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
