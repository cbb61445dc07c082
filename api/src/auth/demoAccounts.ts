/**
 * The demo accounts and profiles (docs/product.md#demo-accounts; what the seed creates). Outside the seed so
 * that the CLI can tell a demo account without loading the seed.
 */
import type { Role } from '@courier/shared/access';
import { access } from '../shared';

/** docs/product.md#demo-accounts: the one password of every demo account. */
export const DEMO_PASSWORD = 'courier-demo-2026';

export interface DemoAccount {
  login: string;
  name: string;
  roles: Role[];
  /** false = not enrolled, no secret: the sign-in leads to /codeqr. */
  enrolled: boolean;
  profile?: string;
  /** Signs in with a one-time password: must choose a new one first (the shell's extra step). */
  mustChangePassword?: boolean;
}

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The demo accounts (docs/product.md#demo-accounts): admin, one per role, planner, noroles, newcomer, firstday. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { login: 'admin', name: 'Alice Admin', roles: [...access.ROLES], enrolled: true, profile: 'Administrator' },
  ...access.ROLES.map((role) => ({ login: role.toLowerCase(), name: `${title(role.toLowerCase())} Demo`, roles: [role], enrolled: true })),
  { login: 'planner', name: 'Paul Planner', roles: ['SHIFTS', 'REGULAR', 'WORKERS'], enrolled: true, profile: 'Planner' },
  { login: 'noroles', name: 'Nora Noroles', roles: [], enrolled: true },
  { login: 'newcomer', name: 'Nina Newcomer', roles: ['WORKERS'], enrolled: false },
  // Shows the "choose a new password" step that follows a CLI create or reset.
  { login: 'firstday', name: 'Fred Firstday', roles: ['WORKERS'], enrolled: true, mustChangePassword: true },
];

/** Named sets of roles (profile/getProfiles). A user's effective roles add their profile's. */
export const DEMO_PROFILES: { name: string; roles: Role[] }[] = [
  { name: 'Administrator', roles: [...access.ROLES] },
  { name: 'Planner', roles: ['SHIFTS', 'REGULAR', 'WORKERS'] },
  { name: 'Fleet', roles: ['VEHICLES', 'WORKERS'] },
  { name: 'Accounting', roles: ['FINANCE', 'CLIENTS'] },
  { name: 'Customer care', roles: ['CLIENTS', 'CFRUSERS', 'CHAT'] },
];
