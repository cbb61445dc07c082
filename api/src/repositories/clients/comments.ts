/** A comment on a client's timeline (clients/addComment), written as its event. */
import type { Database } from '../../db/database';
import { recordClientChange } from '../events/clientEvents';
import { requireClient, toEventRow } from './detail';

export async function addComment(db: Database, userId: number, b: { clientId: number; comment: string }) {
  return db.transaction().execute(async (tx) => {
    const client = await requireClient(tx, b.clientId);
    const event = await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'comment',
      action: 'clients.addComment',
      summary: b.comment,
    });
    return toEventRow({ id: event.id, at: event.at, author: event.author, kind: 'comment', summary: b.comment });
  });
}
