import type { Kysely } from 'kysely';
import { createChangeCounter, dropChangeCounter } from '../changeCounters';

/**
 * Settings area (issue 13): one change counter per list kept in memory
 * (repositories/settingsLists.ts, homeMessages.ts, discountCodes.ts, outbox.ts). Each counter
 * covers the list's own table, the tables its names come from and the tables its "in use"
 * counts are made of, so that a snapshot is made again exactly when one of its rows could
 * have changed.
 */
export const SETTINGS_COUNTERS: Record<string, string[]> = {
  settings_sales_agents: ['sales_agents', 'clients'],
  settings_client_groups: ['client_groups', 'client_groups2', 'clients'],
  settings_client_groups2: ['client_groups2', 'client_groups', 'clients'],
  settings_companies: ['companies', 'workers'],
  settings_vehicle_brands: ['vehicle_brands', 'vehicle_models'],
  settings_vehicle_models: ['vehicle_models', 'vehicle_brands', 'vehicles'],
  settings_vehicle_types: ['vehicle_types', 'vehicles'],
  settings_vehicle_suppliers: ['vehicle_suppliers', 'vehicles'],
  settings_home_messages: ['home_messages'],
  settings_discount_codes: ['discount_codes'],
  settings_outbox: ['mail_outbox'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(SETTINGS_COUNTERS)) await createChangeCounter(db, counter, tables);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(SETTINGS_COUNTERS)) await dropChangeCounter(db, counter, tables);
}
