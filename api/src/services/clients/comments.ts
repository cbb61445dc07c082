/** POST clients/addComment: a comment on a client's timeline, written as its event. */
import type { BodyOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { requireClient, toEventRow } from '../../repositories/clients/detail';

export async function addComment(db: Database, userId: number, note: BodyOut<'clients', 'addComment'>) {
  return db.transaction().execute(async (tx) => {
    const client = await requireClient(tx, note.clientId);
    const event = await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'comment',
      action: 'clients.addComment',
      summary: note.comment,
      data: { comment: note.comment },
    });
    return toEventRow({
      id: event.id,
      at: event.at,
      author: event.author,
      kind: 'comment',
      summary: note.comment,
      data: { comment: note.comment },
    });
  });
}
