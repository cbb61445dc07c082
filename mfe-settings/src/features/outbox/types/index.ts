import type { api, ResponseOf } from '@courier/shared';

export type OutboxStatus = ResponseOf<typeof api.settings.getMail>['status'];
/** One mail of the outbox's list. */
export type MailRow = ResponseOf<typeof api.settings.getMails>['items'][number];

/** Each status of a mail in the order of the filter, and its colour (its words are `outbox.state.<status>`). */
export const STATUS_COLORS: Record<OutboxStatus, string> = {
  queued: 'yellow',
  sending: 'blue',
  sent: 'green',
  captured: 'gray',
  failed: 'red',
};

export const STATUSES = Object.keys(STATUS_COLORS) as OutboxStatus[];

/** A status the address asks for, if it is one (`?status=failed` from the Today page); else none. */
export const statusOf = (text: string | null): OutboxStatus | undefined =>
  STATUSES.find((status) => status === text);
