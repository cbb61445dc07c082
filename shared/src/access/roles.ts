/**
 * The staff roles. Their own module, below both the access table and the areas' facts, which
 * both name them (the table imports the areas' pages, so the roles cannot live in the table).
 */
export const ROLES = [
  'RETRIB',
  'WORKERS',
  'SETTINGS',
  'VEHICLES',
  'FINANCE',
  'CLIENTS',
  'CHAT',
  'CFRUSERS',
  'SHIFTS',
  'REGULAR',
] as const;
export type Role = (typeof ROLES)[number];
