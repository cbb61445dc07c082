/**
 * POST clients/updateClientContact?editedContact=: adds a contact, or edits one with its version
 * (409 when stale), and who is the billing contact, in one transaction with the timeline and
 * admin events. A change of who receives invoices and reminders needs a step-up
 * (domain/moneyMail.ts).
 */
import type { Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../types';
import { conflict, invalid, notFoundField } from '../../domain/errors';
import { moneyMailChanges, routeOf } from '../../domain/moneyMail';
import type { BodyOut } from '../../repositories/areaTypes';
import { diffFields, updateVersioned } from '../../repositories/versioned';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { requireClient, type ClientContact } from '../../repositories/clients/detail';
import {
  CONTACT_COLUMNS,
  contactRow,
  contactRowOfClient,
  insertContact,
  setBillingContactId,
  toContact,
} from '../../repositories/clients/contacts';
import { moneyMailStepUp } from '../stepUp';

type ContactBody = BodyOut<'clients', 'updateClientContact'>;

/** The id a new contact stands under in the mail routing (ids of rows are positive). */
const NEW_CONTACT = -1;

export async function saveContact(
  db: Database,
  who: AuthContext,
  editedContact: number | undefined,
  input: ContactBody,
): Promise<ClientContact> {
  const guard = moneyMailStepUp(who);
  const userId = who.user.id;
  return db.transaction().execute(async (tx) => {
    const client = await requireClient(tx, input.clientId);
    const current =
      editedContact === undefined
        ? undefined
        : await contactRowOfClient(tx, editedContact, client.id);
    if (editedContact !== undefined) {
      if (input.version === undefined) throw invalid('The version of the contact is required to edit it', { version: 'Required' });
      if (!current) throw notFoundField('editedContact', `No contact ${editedContact} of ${client.business_code}`);
    }
    const routedId = current?.id ?? NEW_CONTACT;
    let billingId = client.billing_contact_id;
    if (input.isBillingContact === true) billingId = routedId;
    else if (input.isBillingContact === false && billingId === routedId) billingId = null;
    const wasRoute = current ? routeOf(current) : undefined;
    const isRoute = {
      email: input.email === undefined ? (current?.email ?? null) : input.email,
      clientEmailCc: input.clientEmailCc,
      clientEmailCcOverdue: input.clientEmailCcOverdue,
    };
    await guard(
      tx,
      moneyMailChanges(
        { billingContactId: client.billing_contact_id, contacts: new Map(wasRoute ? [[routedId, wasRoute]] : []) },
        { billingContactId: billingId, contacts: new Map([[routedId, isRoute]]) },
      ),
    );
    let contactId: number;
    let summary: string;
    let fields = '';
    if (!current) {
      contactId = await insertContact(tx, client.id, input);
      if (billingId === NEW_CONTACT) billingId = contactId;
      summary = `Contact added: ${input.name}`;
    } else {
      const version = input.version as number;
      const { values, changes } = diffFields(current as Record<string, unknown>, input as Record<string, unknown>, CONTACT_COLUMNS);
      if (current.version !== version)
        throw conflict('This contact was changed by someone else since you opened it; reload it and redo your change');
      contactId = current.id;
      const names = Object.keys(changes);
      fields = names.join(', ');
      if (names.length > 0)
        await updateVersioned(tx, 'client_contacts', current.id, version, values as Updateable<DB['client_contacts']>, 'contact');
      summary = `Contact ${current.name} edited${names.length ? `: ${names.join(', ')}` : ''}`;
    }
    const billing = billingId === client.billing_contact_id ? 'same' : billingId === contactId ? 'now' : 'noLonger';
    if (billing !== 'same') {
      summary += billing === 'now' ? '; now the billing contact' : '; no longer the billing contact';
      await setBillingContactId(tx, client.id, billingId);
    }
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'contact',
      action: 'clients.updateClientContact',
      summary,
      data: { event: current ? 'contactEdited' : 'contactAdded', name: current?.name ?? input.name, fields, billing },
    });
    const row = await contactRow(tx, contactId);
    return toContact(row, billingId);
  });
}
