/**
 * Closing and reactivating a client's account (docs/product.md#clients), each in one
 * transaction with a comment, a timeline event and an admin event; the answer is the client's page.
 */
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { getClientDetail, requireClient } from '../../repositories/clients/detail';
import { setAccountStatus } from '../../repositories/clients/accountStatus';

type ClientDetail = ResponseOut<'clients', 'getClient'>;
type Closing = BodyOut<'clients', 'closeAccount'>;
type Reactivation = BodyOut<'clients', 'reactivateAccount'>;

async function recordStatusChange(
  tx: Executor,
  userId: number,
  client: { id: number; business_code: string },
  change: { kind: 'closed' | 'reactivated'; action: string; summary: string; comment: string },
) {
  await recordClientChange(tx, {
    clientId: client.id,
    businessCode: client.business_code,
    userId,
    kind: change.kind,
    action: change.action,
    summary: `${change.summary}: ${change.comment}`,
    data: { comment: change.comment },
  });
}

/** POST clients/closeAccount: inactive, closed now; planning refuses new shifts for a closed client. */
export async function closeAccount(db: Database, userId: number, closing: Closing): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    const c = await requireClient(tx, closing.clientId);
    if (c.closed_at !== null) throw conflict(`${c.business_code} is already closed`);
    await setAccountStatus(tx, c.id, { activity_status: 'inactive', closed_at: new Date(), closed_comment: closing.comment });
    await recordStatusChange(tx, userId, c, {
      kind: 'closed',
      action: 'clients.closeAccount',
      summary: 'Account closed',
      comment: closing.comment,
    });
    return getClientDetail(tx, c.id);
  });
}

/** POST clients/reactivateAccount: active again, not closed (409 when already both). */
export async function reactivateAccount(db: Database, userId: number, reactivation: Reactivation): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    const c = await requireClient(tx, reactivation.clientId);
    if (c.closed_at === null && c.activity_status === 'active') throw conflict(`${c.business_code} is already active`);
    await setAccountStatus(tx, c.id, { activity_status: 'active', closed_at: null, closed_comment: null });
    await recordStatusChange(tx, userId, c, {
      kind: 'reactivated',
      action: 'clients.reactivateAccount',
      summary: 'Account reactivated',
      comment: reactivation.comment,
    });
    return getClientDetail(tx, c.id);
  });
}
