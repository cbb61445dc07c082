/**
 * A client's timeline (`client_events`, the Clients page's history): its writers, for every
 * module that changes a client (Clients, Finance, client-side users, invoicing), beside the
 * admin trail they write with it (adminEvents.ts).
 */
import type { Executor } from '../../db/executor';
import { recordAdminEvents, withAdminEvent } from './adminEvents';

export interface ClientEventInput {
  clientId: number;
  userId: number | null;
  kind: string;
  summary: string;
  data?: unknown;
}

/** One event of a client's timeline (`client_events`); Clients and Finance both write them. */
export async function recordClientEvent(db: Executor, e: ClientEventInput) {
  return db
    .insertInto('client_events')
    .values(clientEventRow(e))
    .returning(['id', 'at'])
    .executeTakeFirstOrThrow();
}

/**
 * Changes of many clients made by the system (no user, e.g. the daily recovery rule): their
 * timeline events and admin events, one statement each, as one insert per client would be slow
 * for thousands of clients.
 */
export async function recordSystemClientChanges(
  tx: Executor,
  what: { kind: string; action: string },
  changes: readonly { clientId: number; businessCode: string; summary: string; adminSummary: string; data?: unknown }[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx
    .insertInto('client_events')
    .values(changes.map((c) => clientEventRow({ clientId: c.clientId, userId: null, kind: what.kind, summary: c.summary, data: c.data })))
    .execute();
  await recordAdminEvents(
    tx,
    changes.map((c) => ({
      userId: null,
      action: what.action,
      targetType: 'client',
      targetId: c.clientId,
      summary: c.adminSummary,
      data: clientEventOnTrail(what.kind, c.data, c.businessCode),
    })),
  );
}

/**
 * The admin event's values of a client's change: its timeline event (kind and values), which the
 * Settings trail words with the client timeline's own sentences, after the client's code.
 */
export const clientEventOnTrail = (kind: string, data: unknown, businessCode?: string) => ({
  ...(businessCode === undefined ? {} : { businessCode }),
  clientEvent: { kind, data: data ?? null },
});

const clientEventRow = (e: ClientEventInput) => ({
  client_id: e.clientId,
  user_id: e.userId,
  kind: e.kind,
  summary: e.summary.slice(0, 2000),
  data: e.data === undefined ? null : JSON.stringify(e.data),
});

/**
 * A client's change: its timeline event and the admin event, in the caller's transaction, by one
 * statement (withAdminEvent); returns the event with its author's name.
 */
export async function recordClientChange(
  tx: Executor,
  c: {
    clientId: number;
    businessCode: string;
    userId: number;
    kind: string;
    action: string;
    summary: string;
    data?: unknown;
  },
) {
  return withAdminEvent(tx, {
    userId: c.userId,
    action: c.action,
    targetType: 'client',
    targetId: c.clientId,
    summary: `${c.businessCode}: ${c.summary}`,
    data: clientEventOnTrail(c.kind, c.data, c.businessCode),
  })
    .insertInto('client_events')
    .values(clientEventRow(c))
    .returning((eb) => [
      'id',
      'at',
      // The author's name, which a timeline row shows (a sub-select of the returning list).
      eb.selectFrom('staff_users as u').select('u.name').whereRef('u.id', '=', 'client_events.user_id').as('author'),
    ])
    .executeTakeFirstOrThrow();
}
