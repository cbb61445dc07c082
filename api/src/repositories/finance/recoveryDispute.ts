/**
 * A client disputing its debt (docs/product.md#finance-recovery): the disputes read, and the
 * dispute set or cleared (services/finance/recoveryDispute.ts).
 *
 * Database side effects: clients → clients_list_counts_update (api/src/db/schema.sql); no
 * filter group moves.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { iso } from '../rowValues';
import type { ResponseOut } from '../areaTypes';

type Dispute = NonNullable<ResponseOut<'finance', 'setRecoveryDispute'>['dispute']>;

/** The disputes of the given clients (those without one are absent from the map). */
export async function disputesOf(db: Executor, clientIds: readonly number[]): Promise<Map<number, Dispute>> {
  if (clientIds.length === 0) return new Map();
  const { rows } = await sql<{
    id: number;
    dispute_reason: string;
    dispute_since: Date | string;
    by_name: string | null;
  }>`
    select c.id, c.dispute_reason, c.dispute_since, u.name as by_name
    from clients c left join staff_users u on u.id = c.dispute_by
    where c.id in (${sql.join(clientIds)}) and c.dispute_since is not null`.execute(db);
  return new Map(
    rows.map((r) => [r.id, { reason: r.dispute_reason, since: iso(r.dispute_since), by: r.by_name }]),
  );
}

/** The client's dispute reason, its row locked until the commit. */
export async function lockDisputeReason(tx: Executor, clientId: number) {
  const { rows } = await sql<{ dispute_reason: string | null }>`
    select dispute_reason from clients where id = ${clientId} for update`.execute(tx);
  return rows[0].dispute_reason;
}

export async function clearDispute(tx: Executor, clientId: number) {
  await sql`update clients set dispute_reason = null, dispute_since = null, dispute_by = null where id = ${clientId}`.execute(tx);
}

/** Sets the dispute's reason; a changed reason keeps the dispute's start. */
export async function setDispute(tx: Executor, clientId: number, reason: string, userId: number) {
  await sql`
    update clients set dispute_reason = ${reason}, dispute_since = coalesce(dispute_since, now()), dispute_by = ${userId}
    where id = ${clientId}`.execute(tx);
}
