/**
 * POST finance/recovery/updateBillingContact: the billing contact's name, email and phone
 * (version, 409 when stale), or a new contact made the billing contact. Setting one, or changing
 * its email, needs a step-up (domain/moneyMail.ts): it moves where invoices and reminders go.
 */
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../types';
import { conflict, invalid, notFound } from '../../domain/errors';
import { moneyMailChanges, routeOf } from '../../domain/moneyMail';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { updateVersioned } from '../../repositories/versioned';
import { requireClientRow } from '../../repositories/finance/receivables';
import { billingContactOf, billingContactRow, insertBillingContact } from '../../repositories/finance/clientPage';
import { moneyMailStepUp } from '../stepUp';

export async function updateBillingContact(
  db: Database,
  who: AuthContext,
  contact: BodyOut<'finance', 'updateBillingContact'>,
): Promise<ResponseOut<'finance', 'updateBillingContact'>> {
  const guard = moneyMailStepUp(who);
  return db.transaction().execute(async (tx) => {
    const client = await requireClientRow(tx, contact.clientId);
    const values = { name: contact.name, email: contact.email ?? null, phone_number: contact.phoneNumber ?? null };
    let contactId: number;
    let summary: string;
    let data: Record<string, unknown>;
    if (client.billing_contact_id === null) {
      // A new contact (-1 until inserted) becomes the billing contact.
      await guard(tx, moneyMailChanges({ billingContactId: null, contacts: new Map() }, { billingContactId: -1, contacts: new Map() }));
      contactId = await insertBillingContact(tx, client.id, values);
      summary = `Billing contact set: ${contact.name}`;
      data = { event: 'billingContactSet', name: contact.name };
    } else {
      if (contact.version === undefined)
        throw invalid('The version of the billing contact is required to edit it', { version: 'Required' });
      const current = await billingContactRow(tx, client.billing_contact_id);
      const routing = (email: string | null) => ({
        billingContactId: current.id,
        contacts: new Map([[current.id, { ...routeOf(current), email }]]),
      });
      await guard(tx, moneyMailChanges(routing(current.email), routing(values.email)));
      if (current.version !== contact.version)
        throw conflict('This billing contact was changed by someone else since you opened it; reload it and redo your change');
      const changed = (['name', 'email', 'phone_number'] as const).filter((k) => current[k] !== values[k]);
      if (changed.length > 0)
        await updateVersioned(tx, 'client_contacts', current.id, contact.version, values, 'billing contact');
      contactId = current.id;
      const fields = changed.map((k) => (k === 'phone_number' ? 'phoneNumber' : k)).join(', ');
      summary = `Billing contact edited${changed.length ? `: ${fields}` : ' (no change)'}`;
      data = { event: 'billingContactEdited', name: current.name, fields };
    }
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId: who.user.id,
      kind: 'contact',
      action: 'finance.updateBillingContact',
      summary,
      data,
    });
    const answer = await billingContactOf(tx, contactId);
    if (!answer) throw notFound('The billing contact has gone');
    return answer;
  });
}
