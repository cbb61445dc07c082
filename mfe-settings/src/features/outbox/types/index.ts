import type { api, ResponseOf } from '@courier/shared';

export type OutboxStatus = ResponseOf<typeof api.settings.getMail>['status'];

/** Each status of a mail in the order of the filter, and its colour (its words are `outbox.state.<status>`). */
export const STATUS_COLORS: Record<OutboxStatus, string> = {
  queued: 'yellow',
  sending: 'blue',
  sent: 'green',
  captured: 'gray',
  failed: 'red',
};

export const STATUSES = Object.keys(STATUS_COLORS) as OutboxStatus[];
