import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { canAccessPage, useRoles } from '@courier/shared/core';
import { followPortalLink } from './followLink';

/** A record another page can open, by kind, with what its address needs. */
export type EntityTarget =
  | { kind: 'client'; id: number | string }
  | { kind: 'worker'; code: string }
  | { kind: 'vehicle'; code: string }
  /** An invoice opens on its client's recovery page. */
  | { kind: 'invoice'; id: number | string; clientId: number | string }
  /** A shift opens in the planning's week of its date. */
  | { kind: 'shift'; id: number | string; date: string };

export type EntityKind = EntityTarget['kind'];

const part = (value: number | string) => encodeURIComponent(String(value));

/** The address of a record's page: `/clients/12`, `/workers/PAR-0042`, `/planning?week=…&shift=…`. */
export function entityHref(target: EntityTarget): string {
  switch (target.kind) {
    case 'client':
      return `/clients/${part(target.id)}`;
    case 'worker':
      return `/workers/${part(target.code)}`;
    case 'vehicle':
      return `/vehicles/${part(target.code)}`;
    case 'invoice':
      return `/finance/recovery/${part(target.clientId)}?invoice=${part(target.id)}`;
    case 'shift':
      return `/planning?week=${part(target.date)}&shift=${part(target.id)}`;
  }
}

/** May these roles open the record's page? Decided by the access table, like the navbar and the guard. */
export function canOpenEntity(target: EntityTarget, roles: readonly string[] | null | undefined): boolean {
  return canAccessPage(entityHref(target).split('?')[0], roles);
}

export type EntityLinkProps = EntityTarget & {
  /** What names the record (its name, number or code). */
  children: ReactNode;
  /** The roles to decide with (default: the signed-in user's). */
  roles?: readonly string[];
};

/**
 * Names a client, worker, vehicle, invoice or shift: a link to its page when the user's roles
 * open it (a real link: new tab, keyboard), plain text otherwise.
 */
export function EntityLink({ children, roles: given, ...target }: EntityLinkProps) {
  const own = useRoles();
  const roles = given ?? own;
  const entity = target as EntityTarget;
  if (!canOpenEntity(entity, roles)) return <span>{children}</span>;
  return (
    <Anchor href={entityHref(entity)} onClick={followPortalLink}>
      {children}
    </Anchor>
  );
}
