import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { canAccessPage, followPortalLink, useRoles } from '@courier/shared';

/**
 * Names a client-side user: a link to their page when the user's roles open it (the access
 * table decides, as the kit's EntityLink does for clients, workers and invoices, which has no
 * kind for these users), plain text otherwise.
 */
export function CfrUserLink({ userId, children }: { userId: number | null; children: ReactNode }) {
  const roles = useRoles();
  const href = userId === null ? null : `/users/cfr/${userId}`;
  if (!href || !canAccessPage(href, roles)) return <span>{children}</span>;
  return (
    <Anchor href={href} onClick={followPortalLink} size="sm">
      {children}
    </Anchor>
  );
}
