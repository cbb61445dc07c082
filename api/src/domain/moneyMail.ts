/**
 * Where money-related mail goes (invoices, overdue reminders) is decided by a client's contacts:
 * the billing contact receives them, the contacts flagged `clientEmailCc` are in copy of the
 * invoices, those flagged `clientEmailCcOverdue` in copy of the reminders (and receive them when
 * there is no billing contact). Whoever changes that could have a client's invoices and
 * reminders mailed to an address of their choosing, so every call that does, whichever area it
 * belongs to, asks for the same step-up as the sensitive finance calls (services/stepUp.ts).
 *
 * The rule lives here and only here: `moneyMailChanges(before, after)` names what a change moves;
 * the call then runs `guard(executor, changes)` (`moneyMailStepUp` in services/stepUp.ts), a
 * `step_up_required` refusal when something moves
 * and the session has not stepped up a short while ago. A change that moves nothing (a phone
 * number, a position, the email of a contact that receives none of that mail) needs no step-up.
 *
 * The calls that go through it: clients/updateClientContact (add or edit a contact),
 * clients/updateClientData (billingContactId), finance/recovery/updateBillingContact (setting a
 * billing contact, changing its email). clients/addClient takes no contact; clients/duplicateClient
 * copies the source's contacts and designations as they are, no address chosen by the caller, so
 * neither needs one. (finance/recovery/sendReminders with `send` and liftRecovery ask for a
 * step-up of their own: they are sensitive actions, not routing changes.)
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
