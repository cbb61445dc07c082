/**
 * POST ticket/closeTicket (docs/product.md#tickets): a support ticket marked done by whoever
 * handled it, at the version they read. The closing and its admin event commit together; a
 * ticket already done or changed since is a 409, never a second closing.
 */
import type { Database } from '../../db/database';
import { conflict, notFoundField } from '../../domain/errors';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { findTicket, markTicketClosed } from '../../repositories/chat/tickets';
import type { TicketRow } from '@courier/shared/contract';

export async function closeTicket(
  db: Database,
  caller: number,
  body: { ticketId: number; version: number },
): Promise<TicketRow> {
  const ticket = await findTicket(db, body.ticketId);
  if (!ticket) throw notFoundField('ticketId', `No such ticket: ${body.ticketId}`);
  await db.transaction().execute(async (tx) => {
    if (!(await markTicketClosed(tx, { ticketId: ticket.id, version: body.version, userId: caller }))) {
      // Read again: another may have closed it between the two statements.
      const now = (await findTicket(tx, ticket.id)) ?? ticket;
      if (now.status === 'closed')
        throw conflict(`Ticket #${ticket.id} is already done${now.closedBy ? ` (${now.closedBy.name})` : ''}`, {
          ticketId: 'Already done',
        });
      throw conflict(`Ticket #${ticket.id} was changed since you read it; reload the list`, { version: 'Stale version' });
    }
    await recordAdminEvent(tx, {
      userId: caller,
      action: 'ticket.closeTicket',
      targetType: 'ticket',
      targetId: ticket.id,
      summary: `Ticket "${ticket.subject}" marked done`.slice(0, 500),
      // What the Settings trail words its sentence from, in the reader's language.
      data: { subject: ticket.subject, sentBy: ticket.sentBy?.name ?? null },
    });
  });
  return (await findTicket(db, ticket.id))!;
}
