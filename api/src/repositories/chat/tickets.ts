/**
 * Tickets (docs/product.md#tickets): a support ticket stored and mailed in one transaction.
 */
import { notFoundField } from '../../domain/errors';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { recordAdminEvent } from '../events/adminEvents';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { iso, requireConversation, type Conversation } from './access';

export interface TicketInput {
  caller: number;
  body: BodyOut<'chat', 'sendEmail'>;
  /** The support address (config.supportEmail): the body never names a recipient. */
  to: string;
  send: (tx: Executor, mail: { to: string[]; subject: string; text: string }) => Promise<number>;
}

export async function sendTicket(
  db: Database,
  input: TicketInput,
): Promise<ResponseOut<'chat', 'sendEmail'>> {
  const { caller, body } = input;
  let room: Conversation | undefined;
  if (body.roomId !== undefined) room = await requireConversation(db, caller, { roomId: body.roomId });
  const clientId = body.clientId ?? room?.clientId ?? null;
  let client: { id: number; name: string } | undefined;
  if (clientId !== null) {
    client = await db
      .selectFrom('clients')
      .select(['id', 'name'])
      .where('id', '=', clientId)
      .executeTakeFirst();
    if (!client) throw notFoundField('clientId', `No such client: ${clientId}`);
  }
  const sender = await db
    .selectFrom('staff_users')
    .select(['name', 'email'])
    .where('id', '=', caller)
    .executeTakeFirstOrThrow();
  return db.transaction().execute(async (tx) => {
    const ticket = await tx
      .insertInto('tickets')
      .values({ user_id: caller, subject: body.subject, body: body.body, to_email: input.to })
      .returning(['id', 'sent_at'])
      .executeTakeFirstOrThrow();
    const context = [
      `Ticket #${ticket.id} from ${sender.name}${sender.email ? ` <${sender.email}>` : ''}`,
      client ? `Client: ${client.name} (#${client.id})` : null,
      room ? `Room: ${room.name} (#${room.id})` : null,
    ].filter(Boolean);
    const outboxId = await input.send(tx, {
      to: [input.to],
      subject: `[Ticket #${ticket.id}] ${body.subject}`,
      text: `${body.body}\n\n--\n${context.join('\n')}`,
    });
    if (client)
      await tx
        .insertInto('client_events')
        .values({
          client_id: client.id,
          user_id: caller,
          kind: 'ticket_sent',
          summary: `Ticket #${ticket.id} sent: ${body.subject}`.slice(0, 500),
          data: JSON.stringify({ ticketId: ticket.id, roomId: room?.id ?? null, outboxId, to: input.to }),
        })
        .execute();
    await recordAdminEvent(tx, {
      userId: caller,
      action: 'ticket.sendEmail',
      targetType: 'ticket',
      targetId: ticket.id,
      summary: `Ticket "${body.subject}" mailed to ${input.to}${client ? ` about ${client.name}` : ''}`,
    });
    return { ticketId: ticket.id, outboxId, to: [input.to], sentAt: iso(ticket.sent_at) };
  });
}
