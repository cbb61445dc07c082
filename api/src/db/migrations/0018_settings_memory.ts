import type { Kysely } from 'kysely';
import { createChangeCounter, dropChangeCounter } from '../changeCounters';

/**
 * Settings area, admin events answered from memory (issue 13): the trail's rows are held by the
 * process (repositories/adminEvents.ts) and show their author's login, so the logins are held
 * too, made again when a staff user changes (this counter). The trail itself gets no counter:
 * it is append-only, read past its high-water mark, and every audited change of the portal
 * writes it, so a counter row bumped by each of those transactions would make them all wait
 * for one another on PostgreSQL.
 */
export const SETTINGS_MEMORY_COUNTERS: Record<string, string[]> = {
  admin_event_logins: ['staff_users'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(SETTINGS_MEMORY_COUNTERS)) await createChangeCounter(db, counter, tables);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(SETTINGS_MEMORY_COUNTERS)) await dropChangeCounter(db, counter, tables);
}
