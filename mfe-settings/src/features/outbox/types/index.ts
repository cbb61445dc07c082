import type { api, ResponseOf } from '@courier/shared';

export type OutboxStatus = ResponseOf<typeof api.settings.getMail>['status'];

/** How the page names each status of a mail, and its colour. */
export const STATUS_LABELS: Record<OutboxStatus, { label: string; color: string; hint: string }> = {
  queued: { label: 'Queued', color: 'yellow', hint: 'Waiting for its next try' },
  sending: { label: 'Sending', color: 'blue', hint: 'Being handed to the mail server' },
  sent: { label: 'Sent', color: 'green', hint: 'Accepted by the mail server' },
  captured: { label: 'Captured only', color: 'gray', hint: 'Kept in the outbox: no mail server is set' },
  failed: { label: 'Failed', color: 'red', hint: 'Every try failed; not tried again' },
};

export const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as OutboxStatus[]).map((value) => ({
  value,
  label: STATUS_LABELS[value].label,
}));

/** A date and time as Paris shows it. */
export const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

export const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`);
