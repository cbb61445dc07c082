import type { Kysely } from 'kysely';
import { createChangeCounter, dropChangeCounter } from '../changeCounters';

/**
 * Clients area (issue 11): a client's page held in memory (repositories/clients.ts,
 * clientDetailText). Its counter `client_detail` covers every table the page shows: the
 * client, the names of its groups, agency, sales agent, payment method, finance and business
 * units, its contacts and price lists, its invoices with their credit notes and payments, its
 * banned users, its timeline and the staff logins on it (a login change only, not the
 * bookkeeping of each sign-in).
 */
const CLIENT_DETAIL_TABLES = [
  'clients',
  'client_groups',
  'client_groups2',
  'agencies',
  'sales_agents',
  'payment_methods',
  'finance_units',
  'business_units',
  'client_contacts',
  'client_price_lists',
  'price_lists',
  'invoices',
  'credit_notes',
  'payments',
  'banned_users',
  'client_events',
  // Only a new login shows on the timeline (sign-ins update staff_users all the time).
  'staff_users(login)',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createChangeCounter(db, 'client_detail', CLIENT_DETAIL_TABLES);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropChangeCounter(db, 'client_detail', CLIENT_DETAIL_TABLES);
}
