/**
 * Support tickets (docs/product.md#tickets), the statements: the sender, the ticket stored. What
 * a ticket means (its mail, its events) is in services/chat/sendEmail.ts.
 */
import type { Executor } from '../../db/executor';

export function ticketSender(db: Executor, userId: number) {
  return db.selectFrom('staff_users').select(['name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export function insertTicket(tx: Executor, t: { userId: number; subject: string; body: string; to: string }) {
  return tx
    .insertInto('tickets')
    .values({ user_id: t.userId, subject: t.subject, body: t.body, to_email: t.to })
    .returning(['id', 'sent_at'])
    .executeTakeFirstOrThrow();
}
