/** POST finance/recovery/addNote: a note on a client's recovery, with its client event and admin event, in one transaction. */
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import { iso } from '../../repositories/rowValues';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { requireClientRow } from '../../repositories/finance/receivables';
import { insertRecoveryNote } from '../../repositories/finance/notes';

export async function addNote(db: Database, userId: number, note: BodyOut<'finance', 'addNote'>): Promise<ResponseOut<'finance', 'addNote'>> {
  return db.transaction().execute(async (tx) => {
    const client = await requireClientRow(tx, note.clientId);
    const row = await insertRecoveryNote(tx, { clientId: client.id, userId, note: note.note });
    // The timeline event comes back with its author's name: the note's.
    const event = await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'recovery_note',
      action: 'finance.addNote',
      summary: `Recovery note: ${note.note.slice(0, 200)}`,
      data: { event: 'note', note: note.note.slice(0, 200) },
    });
    return { noteId: row.id, at: iso(row.at), note: note.note, userName: event.author };
  });
}
