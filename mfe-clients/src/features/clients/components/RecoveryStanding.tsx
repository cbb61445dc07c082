import { Anchor, Group, Text } from '@mantine/core';
import { canAccessPage, followPortalLink, useFormat, useRoles } from '@courier/shared';
import { useT } from '../../../i18n';
import type { InvoiceRow } from '../api';
import { overdueStanding } from '../utils/invoiceStanding';

/** The finance recovery page of a client. */
const recoveryHref = (clientId: number) => `/finance/recovery/${clientId}`;

/**
 * The client's recovery standing as its invoices shown say it (overdue invoices and what remains
 * due on them): a link to the finance recovery page when the user's roles open it (the access
 * table decides, as EntityLink does), plain text otherwise.
 */
export function RecoveryStanding({
  clientId,
  invoices,
  today,
}: {
  clientId: number;
  invoices: readonly InvoiceRow[];
  today: string;
}) {
  const t = useT();
  const format = useFormat();
  const roles = useRoles();
  const standing = overdueStanding(invoices, today);
  const text =
    standing.count > 0
      ? t('clients.recovery.overdue', { count: standing.count, amount: format.money(standing.remaining) })
      : t('clients.recovery.none');
  const href = recoveryHref(clientId);
  return (
    <Group gap="xs" data-testid="recovery-standing">
      <Text size="sm" fw={600}>
        {t('clients.recovery.label')}
      </Text>
      <Text size="sm" c={standing.count > 0 ? 'red.8' : 'dimmed'}>
        {text}
      </Text>
      {canAccessPage(href, roles) && (
        <Anchor size="sm" href={href} onClick={followPortalLink}>
          {t('clients.recovery.open')}
        </Anchor>
      )}
    </Group>
  );
}
