/**
 * Closing and reactivating a client's account (docs/product.md#clients), each in one plain
 * transaction writing a timeline event and an admin event; the answer is the client's page.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_insert/update: append the change to clients_list_counts (filter groups)
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { conflict } from '../../domain/errors';
import type { ResponseOut } from '../areaTypes';
import { recordClientChange } from '../events/clientEvents';
import { getClientDetail, requireClient } from './detail';

type ClientDetail = ResponseOut<'clients', 'getClient'>;



/** Closing or reactivating an account: both need a comment and are events of the client. */
const ACCOUNT_CHANGES = {
  close: {
    refused: (c: { closed_at: Date | null }) => c.closed_at !== null,
    already: 'already closed',
    set: (comment: string) => ({ activity_status: 'inactive' as const, closed_at: new Date(), closed_comment: comment }),
    kind: 'closed',
    action: 'clients.closeAccount',
    summary: 'Account closed',
  },
  reactivate: {
    refused: (c: { closed_at: Date | null; activity_status: string }) => c.closed_at === null && c.activity_status === 'active',
    already: 'already active',
    set: () => ({ activity_status: 'active' as const, closed_at: null, closed_comment: null }),
    kind: 'reactivated',
    action: 'clients.reactivateAccount',
    summary: 'Account reactivated',
  },
};

async function changeAccount(
  db: Database,
  userId: number,
  change: (typeof ACCOUNT_CHANGES)[keyof typeof ACCOUNT_CHANGES],
  b: { clientId: number; comment: string },
): Promise<ClientDetail> {
  return db.transaction().execute(async (tx) => {
    const c = await requireClient(tx, b.clientId);
    if (change.refused(c)) throw conflict(`${c.business_code} is ${change.already}`);
    await tx
      .updateTable('clients')
      .set({ ...change.set(b.comment), version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', c.id)
      .execute();
    await recordClientChange(tx, {
      clientId: c.id,
      businessCode: c.business_code,
      userId,
      kind: change.kind,
      action: change.action,
      summary: `${change.summary}: ${b.comment}`,
    });
    return getClientDetail(tx, c.id);
  });
}

/** Closing makes the client inactive; planning refuses new shifts for a closed client. */
export function closeAccount(db: Database, userId: number, closing: { clientId: number; comment: string }): Promise<ClientDetail> {
  return changeAccount(db, userId, ACCOUNT_CHANGES.close, closing);
}

export function reactivateAccount(db: Database, userId: number, reactivation: { clientId: number; comment: string }): Promise<ClientDetail> {
  return changeAccount(db, userId, ACCOUNT_CHANGES.reactivate, reactivation);
}
