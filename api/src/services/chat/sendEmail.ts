/**
 * POST ticket/sendEmail (docs/product.md#tickets): a support ticket stored and queued in the
 * outbox to the deployment's support address (the body never names a recipient), recorded on
 * the client's timeline when it is about a client (given, or the room's) and in the admin
 * events, in one transaction.
 */
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { notFoundField } from '../../domain/errors';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { recordClientEvent } from '../../repositories/events/clientEvents';
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import { iso, requireConversation, type Conversation } from '../../repositories/chat/access';
import { findClient } from '../../repositories/chat/addRoom';
import { insertTicket, ticketSender } from '../../repositories/chat/tickets';

export interface TicketInput {
  caller: number;
  body: BodyOut<'chat', 'sendEmail'>;
  /** The support address (config.supportEmail). */
  to: string;
  /** Queues the mail in the transaction (app.mailer.queue); returns its outbox id. */
  send: (tx: Executor, mail: { to: string[]; subject: string; text: string }) => Promise<number>;
}

export async function sendEmail(db: Database, input: TicketInput): Promise<ResponseOut<'chat', 'sendEmail'>> {
  const { caller, body } = input;
  let room: Conversation | undefined;
  if (body.roomId !== undefined) room = await requireConversation(db, caller, { roomId: body.roomId });
  const clientId = body.clientId ?? room?.clientId ?? null;
  let client: { id: number; name: string } | undefined;
  if (clientId !== null) {
    client = await findClient(db, clientId);
    if (!client) throw notFoundField('clientId', `No such client: ${clientId}`);
  }
  const sender = await ticketSender(db, caller);
  return db.transaction().execute(async (tx) => {
    const ticket = await insertTicket(tx, {
      userId: caller,
      subject: body.subject,
      body: body.body,
      to: input.to,
      roomId: room?.id ?? null,
    });
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
      await recordClientEvent(tx, {
        clientId: client.id,
        userId: caller,
        kind: 'ticket_sent',
        summary: `Ticket #${ticket.id} sent: ${body.subject}`.slice(0, 500),
        data: { ticketId: ticket.id, roomId: room?.id ?? null, outboxId, to: input.to },
      });
    await recordAdminEvent(tx, {
      userId: caller,
      action: 'ticket.sendEmail',
      targetType: 'ticket',
      targetId: ticket.id,
      summary: `Ticket "${body.subject}" mailed to ${input.to}${client ? ` about ${client.name}` : ''}`,
      data: { subject: body.subject, to: input.to, client: client?.name ?? null },
    });
    return { ticketId: ticket.id, outboxId, to: [input.to], sentAt: iso(ticket.sent_at) };
  });
}
