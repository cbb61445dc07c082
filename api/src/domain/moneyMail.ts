/**
 * Where money-related mail goes (invoices, reminders) is decided by a client's contacts: the
 * billing contact, and those flagged `clientEmailCc` / `clientEmailCcOverdue`. Whoever changes
 * that could have the mail sent to an address of their choosing, so every call that does, in any
 * area, asks for the finance step-up (services/stepUp.ts, `moneyMailStepUp`). The rule lives here
 * only: `moneyMailChanges(before, after)` names what a change moves (nothing: no step-up).
 */
import type { Executor } from '../db/executor';

/** What of one contact decides the money-related mail it receives. */
export interface ContactMailRoute {
  email: string | null;
  clientEmailCc: boolean;
  clientEmailCcOverdue: boolean;
}

/** A client's mail routing, as far as a change touches it: the billing contact and the contacts concerned. */
export interface MailRouting {
  billingContactId: number | null;
  /** By contact id; a contact absent on one side is new (before) or unchanged (neither side). */
  contacts: ReadonlyMap<number, ContactMailRoute>;
}

/** The names of the fields a change of money-related mail routing touches. */
export type MoneyMailChange = 'billingContactId' | 'clientEmailCc' | 'clientEmailCcOverdue' | 'email';

const NONE: ContactMailRoute = { email: null, clientEmailCc: false, clientEmailCcOverdue: false };

/**
 * What moves money-related mail between `before` and `after`, in a stable order; empty when
 * nothing does. The billing designation and the CC flags always count; an email counts when its
 * contact receives some of that mail before or after the change.
 */
export function moneyMailChanges(before: MailRouting, after: MailRouting): MoneyMailChange[] {
  const found = new Set<MoneyMailChange>();
  if (before.billingContactId !== after.billingContactId) found.add('billingContactId');
  const ids = new Set([...before.contacts.keys(), ...after.contacts.keys()]);
  for (const id of ids) {
    const was = before.contacts.get(id) ?? NONE;
    const is = after.contacts.get(id) ?? was;
    if (was.clientEmailCc !== is.clientEmailCc) found.add('clientEmailCc');
    if (was.clientEmailCcOverdue !== is.clientEmailCcOverdue) found.add('clientEmailCcOverdue');
    const receives = (r: ContactMailRoute, billingId: number | null) =>
      r.clientEmailCc || r.clientEmailCcOverdue || billingId === id;
    if (
      (was.email ?? null) !== (is.email ?? null) &&
      (receives(was, before.billingContactId) || receives(is, after.billingContactId))
    )
      found.add('email');
  }
  const order: MoneyMailChange[] = ['billingContactId', 'email', 'clientEmailCc', 'clientEmailCcOverdue'];
  return order.filter((c) => found.has(c));
}

/** Runs inside the call's transaction once it knows what the change moves. */
export type MoneyMailGuard = (db: Executor, changes: readonly MoneyMailChange[]) => Promise<void>;

/** A contact row's routing fields. */
export const routeOf = (c: {
  email: string | null;
  client_email_cc: boolean;
  client_email_cc_overdue: boolean;
}): ContactMailRoute => ({
  email: c.email,
  clientEmailCc: c.client_email_cc,
  clientEmailCcOverdue: c.client_email_cc_overdue,
});
