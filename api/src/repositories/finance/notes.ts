/** Recovery notes' rows (services/finance/recoveryNotes.ts writes their trail). */
import type { Executor } from '../../db/executor';

export function insertRecoveryNote(tx: Executor, note: { clientId: number; userId: number; note: string }) {
  return tx
    .insertInto('recovery_notes')
    .values({ client_id: note.clientId, user_id: note.userId, note: note.note })
    .returning(['id', 'at'])
    .executeTakeFirstOrThrow();
}
