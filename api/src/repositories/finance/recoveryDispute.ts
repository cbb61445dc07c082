/**
 * A client disputing its debt (docs/product.md#finance-recovery): FINANCE marks it on the
 * client's recovery page with the reason the client gives, and clears it once settled. While it
 * is set, bulk reminders leave the client out unless the user chooses it explicitly
 * (repositories/reminders.ts). Each change is a client event and an admin event.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import { iso } from '../rowValues';
import { recordClientChange } from '../events/clientEvents';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { requireClientRow } from './receivables';

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

/**
 * POST finance/recovery/setRecoveryDispute: set (or change the reason of) a client's dispute, or
 * clear it with `reason: null` (409 when there is none to clear). A changed reason keeps the
 * dispute's start.
 */
export async function setRecoveryDispute(
  db: Database,
  userId: number,
  disputeInput: BodyOut<'finance', 'setRecoveryDispute'>,
) {
  return db.transaction().execute(async (tx) => {
    const client = await requireClientRow(tx, disputeInput.clientId);
    const { rows } = await sql<{ dispute_reason: string | null }>`
      select dispute_reason from clients where id = ${client.id} for update`.execute(tx);
    const before = rows[0].dispute_reason;
    if (disputeInput.reason === null) {
      if (before === null)
        throw conflict(
          `${client.business_code} is not marked as disputing its debt: there is nothing to clear`,
        );
      await sql`update clients set dispute_reason = null, dispute_since = null, dispute_by = null where id = ${client.id}`.execute(
        tx,
      );
    } else {
      await sql`
        update clients set dispute_reason = ${disputeInput.reason}, dispute_since = coalesce(dispute_since, now()), dispute_by = ${userId}
        where id = ${client.id}`.execute(tx);
    }
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'recovery',
      action: 'finance.setRecoveryDispute',
      summary:
        disputeInput.reason === null
          ? `Dispute cleared (was: ${before!.slice(0, 300)})`
          : before === null
            ? `Disputes the debt: ${disputeInput.reason.slice(0, 500)}`
            : `Dispute reason changed: ${disputeInput.reason.slice(0, 500)}`,
      data: { reason: disputeInput.reason, before },
    });
    return { clientId: client.id, dispute: (await disputesOf(tx, [client.id])).get(client.id) ?? null };
  });
}
