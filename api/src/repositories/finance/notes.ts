/** Recovery notes: a note on a client's recovery, with its client event and admin event, in one transaction. */
import type { Database } from '../../db/database';
import { iso } from '../areaHelpers';
import { recordClientChange } from '../events/clientEvents';
import type { ResponseOut } from '../areaTypes';
import { requireClientRow } from './receivables';

type NoteRow = ResponseOut<'finance', 'addNote'>;

export async function addNote(
  db: Database,
  userId: number,
  b: { note: string; clientId: number },
): Promise<NoteRow> {
  return db.transaction().execute(async (tx) => {
    const client = await requireClientRow(tx, b.clientId);
    const row = await tx
      .insertInto('recovery_notes')
      .values({ client_id: client.id, user_id: userId, note: b.note })
      .returning(['id', 'at'])
      .executeTakeFirstOrThrow();
    // The timeline event comes back with its author's name: the note's.
    const event = await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'recovery_note',
      action: 'finance.addNote',
      summary: `Recovery note: ${b.note.slice(0, 200)}`,
    });
    return { noteId: row.id, at: iso(row.at), note: b.note, userName: event.author };
  });
}
