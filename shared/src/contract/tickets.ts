import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, isoDateTime, page, paged, pageSize, version } from './common';

/**
 * Support tickets (docs/product.md#tickets) after they are mailed: each is open until someone
 * with the CHAT role marks it done, at the version read (409 when stale or already done). The
 * list is the support team's: every ticket, whoever sent it, newest first.
 */

/** Tickets per page by default (at most TICKETS_MAX_PAGE_SIZE). */
export const TICKETS_PAGE_SIZE = 50;
export const TICKETS_MAX_PAGE_SIZE = 500;
export const TICKET_STATUSES = ['open', 'closed'] as const;
export const TICKET_STATUS_FILTERS = [...TICKET_STATUSES, 'all'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketStatusFilter = (typeof TICKET_STATUS_FILTERS)[number];

const person = z.object({ id: z.number().int(), name: z.string() });

export const ticketRow = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  /** The room it was sent from, if any. */
  room: person.nullable(),
  /** Null once the sender's account is deleted. */
  sentBy: person.nullable(),
  sentAt: isoDateTime,
  status: z.enum(TICKET_STATUSES),
  closedAt: isoDateTime.nullable(),
  closedBy: person.nullable(),
  version: z.number().int(),
});
export type TicketRow = z.infer<typeof ticketRow>;

/** Joined into the chat area's calls (chat.ts): the same role, the same routes. */
export const ticketEndpoints = {
  getTickets: endpoint({
    method: 'GET',
    path: 'ticket/getTickets',
    summary: `Support tickets, newest first: open (default), closed or all; a page at a time (${TICKETS_PAGE_SIZE} by default, at most ${TICKETS_MAX_PAGE_SIZE}), with the total of the filter`,
    query: z.object({
      status: z.enum(TICKET_STATUS_FILTERS).default('open'),
      page,
      pageSize: pageSize(TICKETS_PAGE_SIZE, TICKETS_MAX_PAGE_SIZE),
    }),
    response: paged(ticketRow),
  }),
  closeTicket: endpoint({
    method: 'POST',
    path: 'ticket/closeTicket',
    summary:
      "Mark a ticket done, at the version read (409 when stale or already done; 404 for an unknown ticketId); who closed it and when are kept, and an admin event",
    body: z.object({ ticketId: id, version }),
    response: ticketRow,
  }),
};
