/** A comment on a client's timeline (clients/addComment), written as its event. */
import type { Database } from '../../db/database';
import { recordClientChange } from '../events/clientEvents';
import { requireClient, toEventRow } from './detail';

export async function addComment(db: Database, userId: number, note: { clientId: number; comment: string }) {
  return db.transaction().execute(async (tx) => {
    const client = await requireClient(tx, note.clientId);
    const event = await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'comment',
      action: 'clients.addComment',
      summary: note.comment,
    });
    return toEventRow({ id: event.id, at: event.at, author: event.author, kind: 'comment', summary: note.comment });
  });
}
