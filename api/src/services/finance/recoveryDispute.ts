/**
 * POST finance/recovery/setRecoveryDispute (docs/product.md#finance-recovery): FINANCE marks a
 * client as disputing its debt with the reason the client gives, changes the reason (the
 * dispute keeps its start), or clears it once settled (`reason: null`; 409 when there is none).
 * While it is set, bulk reminders leave the client out unless chosen explicitly
 * (repositories/reminders.ts). Each change is a client event and an admin event.
 */
import type { BodyOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import { conflict } from '../../domain/errors';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { requireClientRow } from '../../repositories/finance/receivables';
import { clearDispute, disputesOf, lockDisputeReason, setDispute } from '../../repositories/finance/recoveryDispute';

export async function setRecoveryDispute(db: Database, userId: number, dispute: BodyOut<'finance', 'setRecoveryDispute'>) {
  return db.transaction().execute(async (tx) => {
    const client = await requireClientRow(tx, dispute.clientId);
    const before = await lockDisputeReason(tx, client.id);
    if (dispute.reason === null) {
      if (before === null)
        throw conflict(`${client.business_code} is not marked as disputing its debt: there is nothing to clear`);
      await clearDispute(tx, client.id);
    } else {
      await setDispute(tx, client.id, dispute.reason, userId);
    }
    const event = dispute.reason === null ? 'disputeCleared' : before === null ? 'disputed' : 'disputeChanged';
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'recovery',
      action: 'finance.setRecoveryDispute',
      summary:
        dispute.reason === null
          ? `Dispute cleared (was: ${before!.slice(0, 300)})`
          : before === null
            ? `Disputes the debt: ${dispute.reason.slice(0, 500)}`
            : `Dispute reason changed: ${dispute.reason.slice(0, 500)}`,
      data: { event, reason: dispute.reason, before },
    });
    return { clientId: client.id, dispute: (await disputesOf(tx, [client.id])).get(client.id) ?? null };
  });
}
