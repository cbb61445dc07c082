import { sql, type Kysely } from 'kysely';
import { createChangeCounter, dropChangeCounter } from '../changeCounters';

/**
 * Finance recovery answered from memory (repositories/recovery.ts): the summary and a client's
 * recovery page are made from held structures, each checked against a change counter that
 * covers every table whose change would change what they show.
 * - `finance_recovery` (0013: invoices, payments, credit notes, clients, agencies, sales agents)
 *   now also covers `payment_methods`: a client's payments show their method's name.
 * - `finance_notes`: the recovery notes with their authors' logins (and the logins shown on
 *   the "in recovery" flag: who flagged it, who lifted it). Only a login change of a staff
 *   user counts (sign-ins update staff_users all the time).
 * - `finance_contacts`: the billing contacts (a contact row, or a client pointing to another).
 * - `finance_events`: the clients' timelines (getEventsClient) with the logins shown.
 * - `finance_all`: every table of the above, read first by each call (one round trip on
 *   PostgreSQL while nothing moved, instead of one per part).
 */
const COUNTERS: Record<string, string[]> = {
  finance_notes: ['recovery_notes', 'staff_users(login)'],
  finance_contacts: ['client_contacts', 'clients(billing_contact_id)'],
  finance_events: ['client_events', 'staff_users(login)'],
  finance_all: [
    'invoices',
    'payments',
    'credit_notes',
    'clients',
    'agencies',
    'sales_agents',
    'payment_methods',
    'recovery_notes',
    'client_contacts',
    'client_events',
    'staff_users(login)',
  ],
};
const MORE_FOR_RECOVERY = ['payment_methods'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(COUNTERS)) await createChangeCounter(db, counter, tables);
  await createChangeCounter(db, 'finance_recovery', MORE_FOR_RECOVERY);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of MORE_FOR_RECOVERY)
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_bumps_finance_recovery ON ${table}`).execute(db);
  for (const [counter, tables] of Object.entries(COUNTERS)) await dropChangeCounter(db, counter, tables);
}
