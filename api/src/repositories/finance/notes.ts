/** Recovery notes: a note on a client's recovery, with its client event and admin event, in one transaction. */
import type { Database } from '../../db/database';
import { iso } from '../rowValues';
import { recordClientChange } from '../events/clientEvents';
import type { ResponseOut } from '../areaTypes';
import { requireClientRow } from './receivables';

type NoteRow = ResponseOut<'finance', 'addNote'>;

export async function addNote(
  db: Database,
  userId: number,
  noteInput: { note: string; clientId: number },
): Promise<NoteRow> {
  return db.transaction().execute(async (tx) => {
    const client = await requireClientRow(tx, noteInput.clientId);
    const row = await tx
      .insertInto('recovery_notes')
      .values({ client_id: client.id, user_id: userId, note: noteInput.note })
      .returning(['id', 'at'])
      .executeTakeFirstOrThrow();
    // The timeline event comes back with its author's name: the note's.
    const event = await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'recovery_note',
      action: 'finance.addNote',
      summary: `Recovery note: ${noteInput.note.slice(0, 200)}`,
    });
    return { noteId: row.id, at: iso(row.at), note: noteInput.note, userName: event.author };
  });
}
