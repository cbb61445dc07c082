/**
 * A client's account status as closing and reactivating write it (services/clients/accountStatus.ts).
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_update: append the change to clients_list_counts (filter groups)
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

export async function setAccountStatus(
  tx: Executor,
  clientId: number,
  status: { activity_status: 'active' | 'inactive'; closed_at: Date | null; closed_comment: string | null },
) {
  await tx
    .updateTable('clients')
    .set({ ...status, version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', clientId)
    .execute();
}
