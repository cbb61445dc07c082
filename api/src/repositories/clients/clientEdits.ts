/**
 * What a client's edit reads beside the client (services/clients/clientEdits.ts writes it with
 * repositories/versioned.ts).
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_insert/update: append the change to clients_list_counts (filter groups)
 * - clients → clients_receivables_group: name, agency, agent, code or city copied to client_receivables
 * - clients → clients_regular_missions_name: a rename is copied to regular_missions.client_name
 */
import type { Executor } from '../../db/executor';

/** The contact `contactId` if it is one of the client's; undefined otherwise. */
export function contactOfClient(tx: Executor, contactId: number, clientId: number) {
  return tx
    .selectFrom('client_contacts')
    .select('id')
    .where('id', '=', contactId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}
